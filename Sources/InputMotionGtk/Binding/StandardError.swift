import Glibc

/// Writes one line to standard error (Swift 6 treats C's `stderr` global as shared mutable
/// state, so write to the descriptor instead).
public func printToStandardError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}
