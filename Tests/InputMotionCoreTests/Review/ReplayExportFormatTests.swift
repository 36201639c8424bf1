import XCTest
@testable import InputMotionCore

final class ReplayFramesTests: XCTestCase {
    func testFramesCoverTheMotionAt60PerSecond() {
        // 0.4 s × 60 = 24 steps → frames 0…24; 0.25 s × 60 = 15 → 16; 0.01 s → 0 and one
        // frame past the end (1/60 s): 2; nothing to play still shows one frame.
        XCTAssertEqual(ReplayFrames(duration: 0.4).count, 25)
        XCTAssertEqual(ReplayFrames(duration: 0.25).count, 16)
        XCTAssertEqual(ReplayFrames(duration: 0.01).count, 2)
        XCTAssertEqual(ReplayFrames(duration: 0).count, 1)
        XCTAssertEqual(ReplayFrames(duration: .nan).count, 1)
    }

    func testTimestampsAreWholeNanosecondsThatNeverDrift() {
        let frames = ReplayFrames(duration: 2)
        // 1e9 / 60 = 16,666,666.67 ns: frame 1 at 16,666,666, frame 2 at 33,333,333, frame 60 at 1 s.
        XCTAssertEqual(frames.timestamp(of: 1), 16_666_666)
        XCTAssertEqual(frames.timestamp(of: 2), 33_333_333)
        XCTAssertEqual(frames.timestamp(of: 60), 1_000_000_000)
        XCTAssertEqual(frames.duration(of: 0), 16_666_666)
        XCTAssertEqual(frames.duration(of: 1), 16_666_667)
        XCTAssertEqual(frames.time(of: 3), 0.05, accuracy: 1e-12)
    }
}

final class AnimatedPNGTests: XCTestCase {
    /// A PNG file of the given chunks (length, type, data, CRC-32 as zlib computes it).
    private func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        AnimatedPNG.signature + chunks.flatMap { type, data in
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.checksum(body))
        }
    }
    private func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }

    /// IHDR of a 2 × 1 RGB image (width 2, height 1, depth 8, colour type 2).
    private let header: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0]

    func testCRCIsZlibs() {
        // The CRC-32 of "IEND" with no data, as every PNG file ends: AE 42 60 82.
        XCTAssertEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
        // The standard check value of CRC-32: "123456789" → CBF43926.
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
    }

    func testFramesBecomeControlAndDataChunksInSequence() throws {
        let first = png([("IHDR", header), ("IDAT", [1, 2]), ("IDAT", [3]), ("IEND", [])])
        let second = png([("IHDR", header), ("IDAT", [4, 5]), ("IEND", [])])
        let file = try AnimatedPNG.assemble([first, second], delay: (1, 60))
        let chunks = try XCTUnwrap(AnimatedPNG.chunks(of: file))
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "IEND"])
        // acTL: 2 frames, 0 plays (for ever).
        XCTAssertEqual(chunks[1].data, [0, 0, 0, 2, 0, 0, 0, 0])
        // fcTL 0: sequence 0, 2 × 1 at 0, 0, delay 1/60, dispose none, blend source.
        XCTAssertEqual(chunks[2].data, [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0])
        XCTAssertEqual(chunks[3].data, [1, 2])
        XCTAssertEqual(chunks[4].data, [3])
        // The second frame: fcTL with sequence 1, its data as fdAT with sequence 2.
        XCTAssertEqual(Array(chunks[5].data[0..<4]), [0, 0, 0, 1])
        XCTAssertEqual(chunks[6].data, [0, 0, 0, 2, 4, 5])
    }

    func testImagesThatDoNotFitAreRefused() {
        let good = png([("IHDR", header), ("IDAT", [1]), ("IEND", [])])
        var wider = header
        wider[3] = 3
        let other = png([("IHDR", wider), ("IDAT", [1]), ("IEND", [])])
        XCTAssertThrowsError(try AnimatedPNG.assemble([], delay: (1, 60))) { XCTAssertEqual($0 as? AnimatedPNG.Problem, .noFrames) }
        XCTAssertThrowsError(try AnimatedPNG.assemble([good, other], delay: (1, 60))) { XCTAssertEqual($0 as? AnimatedPNG.Problem, .sizeDiffers(frame: 1)) }
        var broken = good
        broken[broken.count - 1] ^= 0xFF  // IEND's checksum
        XCTAssertThrowsError(try AnimatedPNG.assemble([good, broken], delay: (1, 60))) { XCTAssertEqual($0 as? AnimatedPNG.Problem, .notPNG(frame: 1)) }
        XCTAssertThrowsError(try AnimatedPNG.assemble([Array("GIF89a".utf8)], delay: (1, 60))) { XCTAssertEqual($0 as? AnimatedPNG.Problem, .notPNG(frame: 0)) }
    }
}

final class ReplayExportNameTests: XCTestCase {
    private let known = ["webm", "png"]

    func testByFileNameKeepsWhatWasTyped() {
        XCTAssertEqual(ReplayExportName.path("/tmp/shake.png", chosenExtension: nil, knownExtensions: known), "/tmp/shake.png")
        XCTAssertEqual(ReplayExportName.path("/tmp/shake", chosenExtension: nil, knownExtensions: known), "/tmp/shake")
    }

    func testAChosenFormatReplacesTheOtherFormatsExtension() {
        XCTAssertEqual(ReplayExportName.path("/tmp/shake.webm", chosenExtension: "png", knownExtensions: known), "/tmp/shake.png")
        XCTAssertEqual(ReplayExportName.path("/tmp/shake.PNG", chosenExtension: "webm", knownExtensions: known), "/tmp/shake.webm")
    }

    func testAChosenFormatsOwnExtensionStaysInAnyCase() {
        XCTAssertEqual(ReplayExportName.path("/tmp/shake.PNG", chosenExtension: "png", knownExtensions: known), "/tmp/shake.PNG")
    }

    func testAnyOtherEndingGetsTheExtensionAdded() {
        XCTAssertEqual(ReplayExportName.path("/tmp/shake", chosenExtension: "png", knownExtensions: known), "/tmp/shake.png")
        XCTAssertEqual(ReplayExportName.path("/tmp/shake.v2", chosenExtension: "webm", knownExtensions: known), "/tmp/shake.v2.webm")
        XCTAssertEqual(ReplayExportName.path("/tmp/.png", chosenExtension: "webm", knownExtensions: known), "/tmp/.png.webm",
                       "a hidden file's name is no extension")
        XCTAssertEqual(ReplayExportName.path("/tmp.d/shake", chosenExtension: "png", knownExtensions: known), "/tmp.d/shake.png",
                       "a folder's dot is not the name's")
    }
}
