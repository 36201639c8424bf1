import CGtk

/// A Swift closure handed to C as user data.
///
/// The box is passed retained (`Unmanaged.passRetained`) and released only by the destroy
/// notify GTK calls when it drops the callback, so GTK can never call into a freed closure,
/// however long the widget outlives the Swift object that connected it.
///
/// `@unchecked Sendable`: a box only ever moves between Swift and GTK on the main thread.
final class ClosureBox<Body>: @unchecked Sendable {
    let body: Body
    init(_ body: Body) { self.body = body }

    /// Retains the box for C and counts it; balanced by `releaseClosureBox`.
    func handOver() -> UnsafeMutableRawPointer {
        ClosureBoxes.live += 1
        return Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind C user data (not retained again).
    static func from(_ pointer: UnsafeMutableRawPointer?) -> ClosureBox<Body>? {
        guard let pointer else { return nil }
        return Unmanaged<ClosureBox<Body>>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// Bookkeeping for closure boxes of every type (main thread only, like all of GTK).
public enum ClosureBoxes {
    /// Boxes handed to GTK and not yet released: tests use it to prove that destroying a widget
    /// releases the closures connected to it.
    public nonisolated(unsafe) internal(set) static var live = 0
}

/// The destroy notify for every closure box (GDestroyNotify shape).
let releaseClosureBox: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    ClosureBoxes.live -= 1
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The same, in GClosureNotify shape (signal connections).
let releaseSignalClosureBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    releaseClosureBox(data)
}
