import Foundation
import XCTest

/// `inputmotion-demo --capture=DIR --page=floating` with motion.ini tuning the floating label,
/// as a reviewer films what they tuned.
final class TunedCaptureTests: XCTestCase {
    /// What motion.ini tuned is what the capture films, and says so; the file stays as it was;
    /// only the page asked for is filmed.
    func testCaptureFilmsAndNamesTheTunedValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateHome = folder.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: stateHome.appendingPathComponent("inputmotion"), withIntermediateDirectories: true)
        let motionFile = stateHome.appendingPathComponent("inputmotion/motion.ini")
        let tuned = "[motion]\nfloating-label=duration=0.45; dampingRatio=0.5; initialVelocity=1\n"
        try tuned.write(to: motionFile, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try CommandRun.run(["--capture=\(out.path)", "--page=floating"], environment: ["XDG_STATE_HOME": stateHome.path])
        XCTAssertEqual(result.status, 0, result.err)
        let note = "Motion values: the seed's, except as tuned in \(motionFile.path): floating-label (duration=0.45; dampingRatio=0.5; initialVelocity=1)."
        XCTAssertTrue(result.out.contains(note), result.out)
        let index = try String(contentsOf: folder.appendingPathComponent("out/index.md"), encoding: .utf8)
        XCTAssertTrue(index.contains(note), index)
        // The seed's float is critically damped (1); the title of the filmed one says 0.5.
        XCTAssertTrue(index.contains("## Floating label: focus (UIKit spring 0.45 s, damping 0.5, velocity 1)"), index)
        XCTAssertEqual(try String(contentsOf: motionFile, encoding: .utf8), tuned, "the capture never writes motion.ini")
        // The floating page's two motions (the float and the return), nothing of another page
        // (the shake is the login page's) or of the window (the page slide).
        XCTAssertTrue(index.contains("Every animation of the floating page (--page=floating)"), index)
        let filmstrips = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix("-filmstrip.png") }.sorted()
        XCTAssertEqual(filmstrips, ["label-float-filmstrip.png", "label-return-filmstrip.png"])
        XCTAssertTrue(result.out.contains("captured 2 animations"), result.out)
    }
}
