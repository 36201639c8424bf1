/// Whether the state file holds what the window shows, as the user is told it: the banner at
/// the top of the window and what screen readers hear.
///
/// Rules:
/// - A write that fails shows the banner with the reason and announces it once; further
///   failures for the same reason keep the banner and say nothing more (a save that fails at
///   every change must not speak at every change); a new reason is shown and announced.
/// - The banner stays until a write lands: only then does it go, announced ("Changes saved").
///   Nothing else hides it: what the window shows is not in the file until then.
/// - Retry (the banner's button) asks for a write at once; pressed again before that write
///   ends, it does nothing. Every change also writes again (`SaveSchedule`), so saving resumes by itself
///   once it can succeed.
public struct SaveStatus: Sendable, Equatable {
    /// Where saving stands.
    public enum State: Sendable, Equatable {
        /// The last write landed (or none was needed).
        case saved
        /// The last write failed, for `reason` (the system's words).
        case failed(reason: String)
        /// The last write failed for `reason`; a retry is being written.
        case retrying(reason: String)
    }

    public private(set) var state: State = .saved

    public init() {}

    /// A write ended: `failure` is its reason, nil when it landed. Returns what to announce.
    public mutating func writeEnded(failure: String?) -> Announcement? {
        let before = state
        guard let failure else {
            state = .saved
            return before == .saved ? nil : .saveRecovered
        }
        state = .failed(reason: failure)
        return reason(of: before) == failure ? nil : .saveFailed(reason: failure)
    }

    /// Retry was pressed: returns whether to write now (only while failed, not while a retry
    /// is already being written).
    public mutating func retry() -> Bool {
        guard case let .failed(reason) = state else { return false }
        state = .retrying(reason: reason)
        return true
    }

    /// Whether the banner is shown.
    public var showsBanner: Bool { state != .saved }

    /// Whether the banner's Retry button can be pressed.
    public var canRetry: Bool {
        if case .failed = state { return true }
        return false
    }

    /// The banner's words, or nil when it is not shown.
    public var bannerText: String? {
        reason(of: state).map(Self.failureText)
    }

    /// What the banner says for a failure with `reason`.
    public static func failureText(reason: String) -> String {
        tr("Your changes could not be saved: {reason}. They are kept, and saved again at your next change or when you press Retry.")
            .filled(["reason": reason])
    }

    private func reason(of state: State) -> String? {
        switch state {
        case .saved: nil
        case let .failed(reason), let .retrying(reason): reason
        }
    }
}
