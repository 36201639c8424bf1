/// Composes Hangul syllables from jamo typed one at a time, as a phone's Korean keyboard does
/// (the standard two-set layout, dubeolsik): the syllable being composed is shown as preedit
/// and committed when the next syllable begins or on ``commit()``.
///
/// Rules:
/// - A consonant starts a syllable; a vowel after it completes one (ㅎ ㅏ → 하); a consonant
///   after that is its final (하 ㄴ → 한).
/// - Two vowels that make a double vowel combine (ㅗ ㅏ → ㅘ); two consonants that make a
///   double final combine (달 ㄱ → 닭). Double initials come from the shifted keys (ㄲ ㄸ ㅃ
///   ㅆ ㅉ), never from typing a consonant twice.
/// - A vowel after a final takes that final as its initial (한 ㅏ → 하나); a double final
///   splits, its second consonant moving on (닭 ㅣ → 달기).
/// - Anything that cannot join the syllable commits it and starts the next one.
/// - ``backspace()`` removes the last jamo typed into the syllable being composed (닭 → 달 →
///   다 → ㄷ → nothing); with nothing composing it does nothing and says so.
/// - ``commit()`` hands over the syllable being composed (space, Return, a non-jamo key, a
///   layout switch, a focus change).
///
/// Syllables are Unicode's algorithmic composition: U+AC00 + (initial × 21 + vowel) × 28 +
/// final. A consonant or vowel standing alone is shown as its compatibility jamo (ㄱ, ㅏ).
public struct HangulComposer: Sendable, Hashable {
    /// What one key did to the text: `committed` replaces the old composing text, followed by
    /// the new `composing` text (shown as preedit).
    public struct Edit: Sendable, Hashable {
        /// Text to commit in place of the old composing text.
        public var committed: String
        /// The syllable now being composed ("" when none).
        public var composing: String

        public init(committed: String, composing: String) { (self.committed, self.composing) = (committed, composing) }
    }

    /// One syllable's parts, as indices into Unicode's tables; `nil` where absent.
    private struct Syllable: Sendable, Hashable {
        var initial: Int?
        var vowel: Int?
        var final: Int?
    }

    /// The states the syllable being composed went through, one per jamo; the last is current.
    private var history: [Syllable] = []

    /// Creates a composer with nothing being composed.
    public init() {}

    /// The syllable being composed, "" when none.
    public var composing: String { history.last.map(Self.text) ?? "" }

    /// Whether a syllable is being composed.
    public var isComposing: Bool { !history.isEmpty }

    /// Whether `character` is a jamo this composer takes (a compatibility jamo a key types).
    public static func isJamo(_ character: Character) -> Bool {
        consonantIndex(character) != nil || vowels.firstIndex(of: character) != nil
    }

    /// Types `character`. A jamo joins or starts a syllable; anything else commits the
    /// syllable being composed and is committed after it.
    public mutating func type(_ character: Character) -> Edit {
        if let vowel = Self.vowels.firstIndex(of: character) { return typeVowel(vowel) }
        if let consonant = Self.consonantIndex(character) { return typeConsonant(consonant) }
        return Edit(committed: commit() + String(character), composing: "")
    }

    /// Removes the last jamo typed into the syllable being composed. Returns false, changing
    /// nothing, when nothing is being composed (the field's own Backspace applies then).
    public mutating func backspace() -> Bool {
        guard !history.isEmpty else { return false }
        history.removeLast()
        return true
    }

    /// Ends composition: returns the syllable being composed ("" when none) and forgets it.
    public mutating func commit() -> String {
        let text = composing
        history = []
        return text
    }

    // MARK: Automaton

    private mutating func typeVowel(_ vowel: Int) -> Edit {
        guard let current = history.last else { return start(Syllable(vowel: vowel)) }
        switch (current.initial, current.vowel, current.final) {
        case (_, let v?, nil):
            // A second vowel: a double vowel, or the start of a vowel-only syllable.
            if let double = Self.doubleVowels[Pair(v, vowel)] {
                return extend(Syllable(initial: current.initial, vowel: double))
            }
            return start(Syllable(vowel: vowel))
        case (let i?, nil, _):
            return extend(Syllable(initial: i, vowel: vowel))
        case (let i, let v?, let f?):
            // The final moves on to begin the next syllable; a double final splits.
            let (kept, moved) = Self.finalSplits[f].map { ($0.kept, $0.moved) } ?? (nil, Self.finalToInitial[f])
            guard let moved else { return start(Syllable(vowel: vowel)) }
            let done = Self.text(Syllable(initial: i, vowel: v, final: kept))
            history = [Syllable(initial: moved)]
            history.append(Syllable(initial: moved, vowel: vowel))
            return Edit(committed: done, composing: composing)
        default:
            return start(Syllable(vowel: vowel))
        }
    }

    private mutating func typeConsonant(_ consonant: Int) -> Edit {
        guard let current = history.last else { return start(Syllable(initial: consonant)) }
        switch (current.initial, current.vowel, current.final) {
        case (_?, _?, nil):
            // A consonant after a full syllable is its final, if it can be one.
            if let final = Self.initialToFinal[consonant] {
                return extend(Syllable(initial: current.initial, vowel: current.vowel, final: final))
            }
        case (_?, _?, let f?):
            if let double = Self.doubleFinals[Pair(f, Self.initialToFinal[consonant] ?? -1)] {
                return extend(Syllable(initial: current.initial, vowel: current.vowel, final: double))
            }
        default:
            break
        }
        return start(Syllable(initial: consonant))
    }

    /// The syllable being composed grows by one jamo.
    private mutating func extend(_ next: Syllable) -> Edit {
        history.append(next)
        return Edit(committed: "", composing: composing)
    }

    /// The syllable being composed is committed and `next` begins a new one.
    private mutating func start(_ next: Syllable) -> Edit {
        let done = commit()
        history = [next]
        return Edit(committed: done, composing: composing)
    }

    // MARK: Unicode tables

    /// The 19 initial consonants, in Unicode's order, as compatibility jamo.
    private static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    /// The 21 vowels, in Unicode's order.
    private static let vowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// The 27 finals, in Unicode's order; final index = position + 1 (0 is "no final").
    private static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    private static func consonantIndex(_ character: Character) -> Int? { initials.firstIndex(of: character) }

    /// Initial index → final index, for the consonants that can end a syllable (not ㄸ ㅃ ㅉ).
    private static let initialToFinal: [Int: Int] = {
        var map: [Int: Int] = [:]
        for (index, jamo) in initials.enumerated() {
            if let position = finals.firstIndex(of: jamo) { map[index] = position + 1 }
        }
        return map
    }()

    /// Final index → initial index, for single finals.
    private static let finalToInitial: [Int: Int] = {
        var map: [Int: Int] = [:]
        for (initial, final) in initialToFinal { map[final] = initial }
        return map
    }()

    private struct Pair: Hashable, Sendable {
        let first: Int, second: Int
        init(_ first: Int, _ second: Int) { (self.first, self.second) = (first, second) }
    }

    /// Double vowels: (first, second) → combined, by vowel index.
    private static let doubleVowels: [Pair: Int] = {
        let table: [(Character, Character, Character)] = [
            ("ㅗ", "ㅏ", "ㅘ"), ("ㅗ", "ㅐ", "ㅙ"), ("ㅗ", "ㅣ", "ㅚ"),
            ("ㅜ", "ㅓ", "ㅝ"), ("ㅜ", "ㅔ", "ㅞ"), ("ㅜ", "ㅣ", "ㅟ"), ("ㅡ", "ㅣ", "ㅢ"),
        ]
        var map: [Pair: Int] = [:]
        for (a, b, c) in table {
            if let a = vowels.firstIndex(of: a), let b = vowels.firstIndex(of: b), let c = vowels.firstIndex(of: c) {
                map[Pair(a, b)] = c
            }
        }
        return map
    }()

    /// The double finals and their two consonants, by final index.
    private static let doubleFinalParts: [(first: Int, second: Int, double: Int)] = {
        let table: [(Character, Character, Character)] = [
            ("ㄱ", "ㅅ", "ㄳ"), ("ㄴ", "ㅈ", "ㄵ"), ("ㄴ", "ㅎ", "ㄶ"), ("ㄹ", "ㄱ", "ㄺ"),
            ("ㄹ", "ㅁ", "ㄻ"), ("ㄹ", "ㅂ", "ㄼ"), ("ㄹ", "ㅅ", "ㄽ"), ("ㄹ", "ㅌ", "ㄾ"),
            ("ㄹ", "ㅍ", "ㄿ"), ("ㄹ", "ㅎ", "ㅀ"), ("ㅂ", "ㅅ", "ㅄ"),
        ]
        return table.compactMap { a, b, c in
            guard let a = finals.firstIndex(of: a), let b = finals.firstIndex(of: b),
                  let c = finals.firstIndex(of: c) else { return nil }
            return (a + 1, b + 1, c + 1)
        }
    }()

    private static let doubleFinals: [Pair: Int] = {
        var map: [Pair: Int] = [:]
        for part in doubleFinalParts { map[Pair(part.first, part.second)] = part.double }
        return map
    }()

    /// A double final splits before a vowel: its first consonant stays, the second moves on
    /// as the next syllable's initial.
    private static let finalSplits: [Int: (kept: Int, moved: Int)] = {
        var map: [Int: (kept: Int, moved: Int)] = [:]
        for part in doubleFinalParts {
            if let moved = finalToInitial[part.second] { map[part.double] = (part.first, moved) }
        }
        return map
    }()

    private static func text(_ syllable: Syllable) -> String {
        switch (syllable.initial, syllable.vowel) {
        case let (i?, v?):
            let scalar = 0xAC00 + (i * 21 + v) * 28 + (syllable.final ?? 0)
            return Unicode.Scalar(scalar).map { String(Character($0)) } ?? ""
        case let (i?, nil):
            return String(initials[i])
        case let (nil, v?):
            return String(vowels[v])
        case (nil, nil):
            return ""
        }
    }
}
