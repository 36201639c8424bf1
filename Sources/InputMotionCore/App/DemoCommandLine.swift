/// The demo's command line read as GLib's option parser reads it (`--name=value`,
/// `--name value`, short `-h`, `--` ending the options), so that every mistake is refused here,
/// with one line naming the option, before GApplication sees the arguments: GLib would print
/// its own words for some ("Unknown option --pag") and exit with 1, and take a value on a flag
/// (`--reduced-motion=yes`) without a word.
///
/// Only the form is checked here; what a value means is `DemoOptions.parse`'s to say.
public struct DemoCommandLine: Sendable, Equatable {
    /// The value of each option given with one, by long name (the last one given wins, as in GLib).
    public private(set) var values: [String: String] = [:]
    /// The flags given, by long name.
    public private(set) var flags: Set<String> = []

    /// For an option that takes a value, the placeholder `--help` shows for the value; nil for others.
    static func placeholder(of name: String) -> String? {
        switch name {
        case "page": tr("NAME")
        case "slow-motion": tr("FACTOR")
        case "capture": tr("DIR")
        default: nil
        }
    }
    /// Options without a value: the demo's, GLib's help options and GApplication's own.
    static let flagOptions: Set<String> = ["reduced-motion", "reset", "version", "help", "help-all", "help-gapplication",
                                           "gapplication-service"]
    /// Short options: GLib's help (`-h`, `-?`).
    static let shortFlags: [Character: String] = ["h": "help", "?": "help"]

    /// Reads `arguments` (without the program's name).
    /// - Throws: the first mistake: an unknown option, a missing or empty value, a value given
    ///   to a flag, or an argument without a dash (the demo opens no files).
    public static func parse(_ arguments: [String]) throws(DemoOptionError) -> DemoCommandLine {
        var line = DemoCommandLine()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") { throw .positional(argument) }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
                if let placeholder = placeholder(of: name) {
                    var value = attached
                    if value == nil, index < arguments.count {
                        // GLib takes the next argument as the value, whatever it looks like.
                        value = arguments[index]
                        index += 1
                    }
                    guard let value, !value.isEmpty else { throw .missingValue("--" + name, placeholder: placeholder) }
                    line.values[name] = value
                } else if flagOptions.contains(name) {
                    if let attached { throw .valueOnFlag("--" + name, value: attached) }
                    line.flags.insert(name)
                } else {
                    throw .unknown("--" + name)
                }
            } else {
                for letter in argument.dropFirst() {
                    guard let name = shortFlags[letter] else { throw .unknown("-" + String(letter)) }
                    line.flags.insert(name)
                }
            }
        }
        return line
    }

    /// Whether GLib is to print the help (it lists the options in the user's language).
    public var asksForHelp: Bool { !flags.isDisjoint(with: ["help", "help-all", "help-gapplication"]) }
}

extension DemoOptionError {
    static func unknown(_ option: String) -> DemoOptionError {
        DemoOptionError(option: option, line: tr("unknown option {option} (see --help)").filled(["option": "'\(LineText.shortened(option, limit: 40))'"]))
    }

    static func missingValue(_ option: String, placeholder: String) -> DemoOptionError {
        DemoOptionError(option: option, message: tr("needs a value ({example})").filled(["example": option + "=" + placeholder]))
    }

    static func valueOnFlag(_ option: String, value: String) -> DemoOptionError {
        DemoOptionError(option: option, message: tr("takes no value (got {value})").filled(["value": LineText.quoted(value)]))
    }

    static func positional(_ argument: String) -> DemoOptionError {
        DemoOptionError(option: argument, line: tr("takes no file or other argument without a dash; see --help for the options"))
    }
}
