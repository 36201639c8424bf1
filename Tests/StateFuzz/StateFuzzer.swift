import Glibc
import InputMotionCore

/// libFuzzer's entry point (built by meson-helpers/fuzz-state with `swiftc -sanitize=fuzzer`).
/// The first byte chooses what the rest is: even, a state file's bytes, which must decode or
/// throw naming one of its lines, and whatever decodes must come back exactly through a write
/// and a read; odd, the choices and texts of a state, which must come back exactly. A
/// difference is reported and aborts, so libFuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data, count > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let problem = bytes[0] & 1 == 0 ? fileProblem(bytes.dropFirst()) : stateProblem(bytes.dropFirst())
    if let problem {
        let line = "state fuzzer: \(problem)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }  // C's stderr is shared mutable state to Swift 6
        abort()
    }
    return 0
}

/// What is wrong with reading `bytes` as a state file (as UTF-8, invalid bytes replaced).
private func fileProblem(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let state = try SavedStateFormat.decode(text)
        return roundTripProblem(state).map { "file \(text.debugDescription) read, then \($0)" }
    } catch {
        let lineCount = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        return (1...lineCount).contains(error.line) ? nil : "file \(text.debugDescription) names line \(error.line) of \(lineCount)"
    }
}

/// What is wrong with the round trip of the state `bytes` describe.
private func stateProblem(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    var reader = FuzzedChoices(bytes)
    let state = reader.state()
    return roundTripProblem(state).map { "state \(state): \($0)" }
}

/// A state read from fuzzer bytes: each byte a choice or a text's scalar, so every Unicode
/// scalar (NUL, CR, marks, joiners, the escape and list characters) can reach every slot.
struct FuzzedChoices {
    private var bytes: Slice<UnsafeBufferPointer<UInt8>>

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) { self.bytes = bytes }

    private mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    private mutating func chance() -> Bool { byte() & 1 == 1 }

    /// A text: a length, then scalars. A byte below 0x80 is that ASCII scalar; any other
    /// takes two more bytes for a scalar anywhere up to U+10FFFF (a surrogate becomes U+FFFD).
    private mutating func text() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int(byte() % 24) {
            let first = byte()
            if first < 0x80 {
                scalars.append(Unicode.Scalar(first))
            } else {
                let value = (UInt32(first & 0x1F) << 16 | UInt32(byte()) << 8 | UInt32(byte())) % 0x11_0000
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        return String(scalars)
    }

    private mutating func texts() -> [String] { (0..<Int(byte() % 6)).map { _ in text() } }

    mutating func state() -> SavedState {
        var state = SavedState()
        if chance() { state.windowWidth = 1 + Int(byte()) * 16 }
        if chance() { state.windowHeight = 1 + Int(byte()) * 16 }
        state.isMaximized = chance()
        if chance() { state.page = DemoPage.allCases[Int(byte()) % DemoPage.allCases.count] }
        if chance() { state.chatMessages = texts().map { SavedChatMessage(author: chance() ? .me : .partner, text: $0) } }
        state.chatDraft = text()
        if chance() { state.pollOptions = texts() }
        state.placeholderText = text()
        return state
    }
}
