import Foundation
import XCTest

/// `inputmotion-demo --capture=DIR` with motion.ini tuning a motion. A class of its own, apart
/// from `MotionCaptureTests`: each capture takes half a minute, and the widget tests are
/// sharded by class.
final class TunedCaptureTests: XCTestCase {
    /// What motion.ini tuned is what the capture films, and says so; the file stays as it was.
    func testCaptureFilmsAndNamesTheTunedValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateHome = folder.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: stateHome.appendingPathComponent("inputmotion"), withIntermediateDirectories: true)
        let motionFile = stateHome.appendingPathComponent("inputmotion/motion.ini")
        let tuned = "[motion]\nfloating-label=duration=0.45; dampingRatio=0.5; initialVelocity=1\n"
        try tuned.write(to: motionFile, atomically: true, encoding: .utf8)
        let result = try CommandRun.run(["--capture=\(folder.appendingPathComponent("out").path)"], environment: ["XDG_STATE_HOME": stateHome.path])
        XCTAssertEqual(result.status, 0, result.err)
        let note = "Motion values: the seed's, except as tuned in \(motionFile.path): floating-label (duration=0.45; dampingRatio=0.5; initialVelocity=1)."
        XCTAssertTrue(result.out.contains(note), result.out)
        let index = try String(contentsOf: folder.appendingPathComponent("out/index.md"), encoding: .utf8)
        XCTAssertTrue(index.contains(note), index)
        // The seed's float is critically damped (1); the title of the filmed one says 0.5.
        XCTAssertTrue(index.contains("## Floating label: focus (UIKit spring 0.45 s, damping 0.5, velocity 1)"), index)
        XCTAssertEqual(try String(contentsOf: motionFile, encoding: .utf8), tuned, "the capture never writes motion.ini")
    }
}
