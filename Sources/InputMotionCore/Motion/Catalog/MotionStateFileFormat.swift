/// motion.ini as bytes: what the app reads at start and writes after a change. A small
/// keyfile — group `[motion]`, one `name=value` line per tuned motion (``MotionCatalogState``
/// words the values), `#` comments — read line by line, so one bad line (not UTF-8, not a
/// motion of this version, a value out of range) leaves the others usable.
///
/// Each problem is one short warning line, naming the line; user text in it is shortened and
/// stripped of control characters. A reading with warnings left something out: the app keeps
/// the file as it was under ``copyName(_:attempt:)`` before it writes motion.ini again.
public enum MotionStateFileFormat {
    /// What motion.ini gave.
    public struct Reading: Sendable {
        /// The seed catalog with every usable line applied.
        public var catalog = MotionCatalog()
        /// One line each, without the program's name; empty when every line was used.
        public var warnings: [String] = []
    }

    /// The problems shown one by one; the rest are counted in one more line.
    static let shownProblems = 4
    private static let group = "motion"

    /// Reads motion.ini's bytes (any bytes: nothing here traps on what a file holds).
    public static func read(_ bytes: [UInt8]) -> Reading {
        var problems: [(line: Int, text: String)] = []
        var entries: [(line: Int, name: String, value: String)] = []
        var firstLine: [String: Int] = [:]
        var currentGroup: String?
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            func problem(_ text: String) { problems.append((number, text)) }
            guard let decoded = String(validating: raw, as: UTF8.self) else {
                problem(tr("not UTF-8 text; ignored"))
                continue
            }
            let text = decoded.trimmingWhitespace
            if text.isEmpty || text.hasPrefix("#") { continue }
            if text.hasPrefix("["), text.hasSuffix("]") {
                let name = String(text.dropFirst().dropLast())
                currentGroup = name
                if name != group { problem(tr("group {group} is not used; its lines are ignored").filled(["group": LineText.quoted("[\(name)]")])) }
                continue
            }
            guard let equals = text.firstIndex(of: "="), !String(text[..<equals]).trimmingWhitespace.isEmpty else {
                problem(tr("{text} is not a [group], key=value or # comment; ignored").filled(["text": LineText.quoted(text)]))
                continue
            }
            let key = String(text[..<equals]).trimmingWhitespace, value = String(text[text.index(after: equals)...]).trimmingWhitespace
            switch currentGroup {
            case nil: problem(tr("{key} is outside the [motion] group; ignored").filled(["key": LineText.quoted(key)]))
            case group?:
                if let first = firstLine[key] {
                    problem(tr("{key} was given on line {first} already; ignored").filled(["key": LineText.quoted(key), "first": "\(first)"]))
                } else {
                    firstLine[key] = number
                    entries.append((number, key, value))
                }
            default: continue  // in a group already warned about
            }
        }
        var reading = Reading()
        for entry in entries {
            if let problem = MotionCatalogState.apply(entry.value, named: entry.name, to: &reading.catalog) { problems.append((entry.line, problem)) }
        }
        // In the file's order, as a reader goes through it.
        reading.warnings = problems.sorted { $0.line < $1.line }.prefix(shownProblems).map {
            tr("motion.ini, line {line}: {problem}").filled(["line": "\($0.line)", "problem": $0.text])
        }
        if problems.count > shownProblems {
            let more = problems.count - shownProblems
            reading.warnings.append(trn("motion.ini: {count} more line ignored", "motion.ini: {count} more lines ignored", more)
                .filled(["count": "\(more)"]))
        }
        return reading
    }

    /// The file's text for `catalog`: the tuned motions only (none: an empty file).
    public static func text(of catalog: MotionCatalog) -> String {
        let entries = MotionCatalogState.entries(of: catalog)
        guard !entries.isEmpty else { return "" }
        return "[\(group)]\n" + entries.map { "\($0.name)=\($0.value)\n" }.joined()
    }

    /// The name of the copy that keeps a file as it was: `motion.ini.corrupt`, then
    /// `motion.ini.corrupt-2`, `-3`… for later attempts (a copy never replaces another).
    public static func copyName(_ path: String, attempt: Int) -> String {
        path + ".corrupt" + (attempt > 1 ? "-\(attempt)" : "")
    }
}
