/// The Korean letters of the emulated keyboard: dubeolsik, the standard two-set layout
/// (KS X 5002), consonants under the left hand and vowels under the right. Shift types the
/// double consonants ㅃ ㅉ ㄸ ㄲ ㅆ and the vowels ㅒ ㅖ; every other key types itself.
extension KeyboardLayout {
    /// The rows of the Korean letters page: the QWERTY page's shape, key for key.
    public static let koreanRows: [[KeyboardKey]] = [
        "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ".map { .character(String($0)) },
        "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ".map { .character(String($0)) },
        [.shift] + "ㅋㅌㅊㅍㅠㅜㅡ".map { .character(String($0)) } + [.backspace],
        bottomRow,
    ]

    /// What a Korean key types with shift on.
    static func shiftedJamo(_ jamo: String) -> String {
        switch jamo {
        case "ㅂ": "ㅃ"
        case "ㅈ": "ㅉ"
        case "ㄷ": "ㄸ"
        case "ㄱ": "ㄲ"
        case "ㅅ": "ㅆ"
        case "ㅐ": "ㅒ"
        case "ㅔ": "ㅖ"
        default: jamo
        }
    }
}
