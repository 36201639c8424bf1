import InputMotionCore

// The round trip both the tests and the fuzz target (Tests/StateFuzz, built by
// meson-helpers/fuzz-state) check, so the two can never disagree on what a loss is.

/// What is wrong with the round trip of `state`, or nil when it comes back exactly: written,
/// read back (also with CR LF line ends), and compared scalar for scalar.
func roundTripProblem(_ state: SavedState) -> String? {
    let text = SavedStateFormat.encode(state)
    // A NUL is written \0: the file holds none, so a tool that reads it as a C string reads it all.
    if text.utf8.contains(0) { return "the file holds a NUL byte" }
    // The same file with CR LF line ends (edited on Windows) must read the same.
    var crlf: [UInt8] = []
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\n") { crlf.append(UInt8(ascii: "\r")) }
        crlf.append(byte)
    }
    for (lineEnds, file) in [("LF", text), ("CR LF", String(decoding: crlf, as: UTF8.self))] {
        do {
            let decoded = try SavedStateFormat.decode(file)
            // `==` on String is canonical equivalence ("e\u{301}" == "é"): compare the scalars too.
            if decoded != state || ExactTexts(decoded) != ExactTexts(state) {
                return "with \(lineEnds) line ends it came back different: \(decoded)"
            }
        } catch {
            return "with \(lineEnds) line ends it is unreadable (\(error))"
        }
    }
    return nil
}

/// Every text of a state as UTF-8 bytes, so equality is exact.
struct ExactTexts: Equatable {
    var messages: [[UInt8]]?
    var draft: [UInt8]
    var options: [[UInt8]]?
    var placeholder: [UInt8]

    init(_ state: SavedState) {
        messages = state.chatMessages?.map { Array($0.text.utf8) }
        draft = Array(state.chatDraft.utf8)
        options = state.pollOptions?.map { Array($0.utf8) }
        placeholder = Array(state.placeholderText.utf8)
    }
}
