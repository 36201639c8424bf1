/// The poll editor's option list and its keyboard rules.
///
/// Options are indexed from 0; the user sees them numbered from 1 ("1", "Option 1").
public struct PollEditor: Sendable, Hashable {
    /// The most options a poll can have.
    public static let maximumOptionCount = 20
    /// How many options a new poll starts with.
    public static let initialOptionCount = 3
    /// The fewest options a poll has: a poll needs two choices.
    public static let minimumOptionCount = 2
    /// Options at indices below this are never removed by Backspace (a poll needs two).
    public static let firstRemovableIndex = minimumOptionCount
    /// Shown when Return is pressed in the last option of a full poll.
    public static var capMessage: String {
        trn("A poll can have at most {count} option.", "A poll can have at most {count} options.", maximumOptionCount)
            .filled(["count": "\(maximumOptionCount)"])
    }

    /// The options' texts, in order.
    public private(set) var options: [String]
    /// A message for the user (the cap notice), or nil. Cleared by the next successful
    /// edit, Return or Backspace.
    public private(set) var notice: String?

    /// Creates a poll with ``initialOptionCount`` empty options.
    public init() {
        self.options = Array(repeating: "", count: Self.initialOptionCount)
        self.notice = nil
    }

    /// Creates a poll with the given option texts (for restoring a saved poll), keeping at
    /// most ``maximumOptionCount`` of them; when there were more, ``notice`` says how many
    /// were left out (``leftOutMessage(total:)``). Fewer than ``minimumOptionCount`` texts are
    /// padded with empty options up to that count, since a poll needs two (and Backspace
    /// could never remove them anyway).
    ///
    /// An option longer than its field holds (``TextFieldCapacity/gtkEntry``) is cut after its
    /// last whole character that fits, as GTK would cut it silently, and ``notice`` says which.
    public init(options: [String]) {
        var kept = Array(options.prefix(Self.maximumOptionCount))
        if kept.count < Self.minimumOptionCount {
            kept += Array(repeating: "", count: Self.minimumOptionCount - kept.count)
        }
        var cut: [Int] = []
        for index in kept.indices {
            let insertion = TextFieldCapacity.gtkEntry.inserting(kept[index], intoFieldOf: 0)
            if insertion.isCut {
                kept[index] = insertion.kept
                cut.append(index)
            }
        }
        self.options = kept
        let notices = [options.count > Self.maximumOptionCount ? Self.leftOutMessage(total: options.count) : nil,
                       cut.isEmpty ? nil : Self.cutMessage(options: cut)]
        self.notice = notices.contains { $0 != nil } ? notices.compactMap { $0 }.joined(separator: " ") : nil
    }

    /// Said when saved options (indices `options`) were longer than a field holds and were cut.
    public static func cutMessage(options: [Int]) -> String {
        let numbers = options.map { Self.prefix(for: $0) }.joined(separator: ", ")
        return trn("Saved option {numbers} was longer than its field holds: it was cut after its last whole character that fits.",
                   "Saved options {numbers} were longer than their fields hold: each was cut after its last whole character that fits.",
                   options.count)
            .filled(["numbers": numbers])
    }

    /// Said when a saved poll of `total` options (more than ``maximumOptionCount``) is
    /// restored with only the first ``maximumOptionCount``.
    public static func leftOutMessage(total: Int) -> String {
        let leftOut = total - maximumOptionCount
        return trn("The saved poll had {total} options, and a poll can have at most {count}: the last {leftOut} was left out.",
                   "The saved poll had {total} options, and a poll can have at most {count}: the last {leftOut} were left out.", leftOut)
            .filled(["total": NumberText.grouped(total), "count": "\(maximumOptionCount)", "leftOut": NumberText.grouped(leftOut)])
    }

    /// An insertion into an option was cut to what its field holds (``TextFieldCapacity``):
    /// ``notice`` says what was kept, until the next edit, Return or Backspace.
    public mutating func insertionCut(_ insertion: TextFieldCapacity.Insertion) {
        if let cut = insertion.notice { notice = cut }
    }

    /// The number shown before option `index` ("1" for index 0).
    public static func prefix(for index: Int) -> String { "\(index + 1)" }

    /// The placeholder of option `index` ("Option 1" for index 0).
    public static func placeholder(for index: Int) -> String { tr("Option {number}").filled(["number": "\(index + 1)"]) }

    /// Records the text the user typed into option `index`. Out-of-range indices are ignored.
    public mutating func setText(_ text: String, at index: Int) {
        guard options.indices.contains(index) else { return }
        options[index] = text
        notice = nil
    }

    /// Return in option `index`: focus the next option; in the last option append a new
    /// one and focus it; at the cap refuse politely.
    public mutating func returnPressed(in index: Int) -> PollReturnResult {
        guard options.indices.contains(index) else { return .ignored }
        if index + 1 < options.count {
            notice = nil
            return .focus(index: index + 1)
        }
        guard options.count < Self.maximumOptionCount else {
            notice = Self.capMessage
            return .refused(message: Self.capMessage)
        }
        options.append("")
        notice = nil
        return .appended(index: options.count - 1)
    }

    /// Backspace in option `index` while its text is empty: removes the option if it is
    /// beyond the second, and focuses the one before. Never removes an option with text,
    /// so nothing typed is lost this way.
    public mutating func backspaceInEmpty(_ index: Int) -> PollBackspaceResult {
        guard options.indices.contains(index),
              index >= Self.firstRemovableIndex,
              options[index].isEmpty
        else { return .ignored }
        options.remove(at: index)
        notice = nil
        return .removed(focus: index - 1)
    }
}

/// Where the poll editor's option rows sit in the list's content, from numbers alone: rows
/// of one height stacked with fixed spacing under a top padding. The view lays its rows out
/// with the same numbers and gives ``rowHeight`` the height its rows really take (at least
/// ``minimumRowHeight``, more with larger text), so the reveal never has to read a widget's
/// geometry (and works for a row appended this very frame, before GTK has allocated it).
public struct PollLayout: Sendable, Hashable {
    /// The seed's row height: what a row asks for at least.
    public static let minimumRowHeight = 50.0

    /// Height of one option row.
    public var rowHeight: Double
    /// Vertical space between two rows.
    public var spacing: Double
    /// Space above the first row and below the last.
    public var padding: Double

    public init(rowHeight: Double = PollLayout.minimumRowHeight, spacing: Double = 8, padding: Double = 12) {
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.padding = padding
    }

    /// The top and bottom of option `index` in content coordinates.
    public func frame(ofOption index: Int) -> (minY: Double, maxY: Double) {
        let minY = padding + Double(index) * (rowHeight + spacing)
        return (minY, minY + rowHeight)
    }

    /// The content height of a list of `count` options (without any keyboard inset).
    public func contentHeight(optionCount count: Int) -> Double {
        guard count > 0 else { return 2 * padding }
        return 2 * padding + Double(count) * rowHeight + Double(count - 1) * spacing
    }
}

/// What Return in a poll option did.
public enum PollReturnResult: Sendable, Hashable {
    /// Focus moves to the existing option at `index`, the caret at the end of its text with
    /// nothing selected (the next key edits the option, never replaces it).
    case focus(index: Int)
    /// A new empty option was appended at `index`; focus moves to it.
    case appended(index: Int)
    /// The poll is full; nothing was added. Show `message` to the user; focus stays.
    case refused(message: String)
    /// The index was not an option (stale event); nothing happened.
    case ignored
}

/// What Backspace in an empty poll option did.
public enum PollBackspaceResult: Sendable, Hashable {
    /// The empty option was removed; focus moves to the option at `focus` (the one before),
    /// the caret at the end of its text with nothing selected: the next Backspace deletes one
    /// character of it, as in a text that loses a line.
    case removed(focus: Int)
    /// Nothing was removed: the option is one of the first two, has text, or does not exist.
    /// The view lets Backspace do its ordinary (no-op) thing.
    case ignored
}
