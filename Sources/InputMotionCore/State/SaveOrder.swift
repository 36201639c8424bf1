/// Which writes of the state file land, when writes may finish in any order.
///
/// The window's state is taken on the main thread, but encoding and writing it (a megabyte
/// pasted into the placeholder view is a megabyte to escape and write, and a busy disk can take
/// far longer) happen on a worker thread, so they never stall the main loop; on quit the last
/// state is written at once. Two writes can then overlap or finish out of order.
///
/// Rules:
/// - Every state taken gets a ticket, higher than every earlier one (the writer counts them on
///   the main thread, without the lock, so a slow write never blocks taking the next state).
/// - A write lands only if no later ticket has landed: an older state never replaces a newer one.
/// - A write of the text the file already holds (byte for byte) is skipped, and counts as landed.
/// - The writer claims, writes and records one ticket at a time (one lock around all three).
public struct SaveOrder: Sendable, Equatable {
    /// The newest ticket whose state is in the file (written, or already there).
    public private(set) var lastLanded = 0
    /// The file's text as last read or written, or nil when unknown.
    public private(set) var fileText: String?

    /// - Parameter fileText: the file's text as loaded at start, nil when there is none.
    public init(fileText: String? = nil) {
        self.fileText = fileText
    }

    /// Whether the state of `ticket`, encoded as `text`, should be written now. When the file
    /// already holds `text`, the ticket counts as landed and the answer is no.
    public mutating func claim(_ ticket: Int, text: String) -> Bool {
        guard ticket > lastLanded else { return false }
        // Byte for byte: `==` on String takes canonically equivalent texts ("é" composed or
        // not) for one another, and the file would keep the other one.
        if let fileText, text.utf8.elementsEqual(fileText.utf8) {
            lastLanded = ticket
            return false
        }
        return true
    }

    /// The state of `ticket` is now in the file as `text`.
    public mutating func landed(_ ticket: Int, text: String) {
        lastLanded = max(lastLanded, ticket)
        fileText = text
    }
}
