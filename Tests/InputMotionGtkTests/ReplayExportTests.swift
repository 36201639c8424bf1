import CGst
import CGtk
import Foundation
import XCTest

/// The replay files `--capture` writes beside its filmstrips, decoded by other code than the
/// app's: the WebM by a GStreamer decoding pipeline (matroskademux, vp8dec), the animated PNG
/// by Pillow (Debian 12's GStreamer has no APNG demuxer). Both are compared with the
/// filmstrip's frames, which come from the same renderer in the same pass. (In the capture's
/// class: one capture serves both, and the widget tests are sharded by class.)
extension MotionCaptureTests {

    /// A filmstrip's frame cells as RGB bytes, row by row (cairo's B, G, R, A → R, G, B),
    /// without the 1 px frame the strip draws over each cell's edge. The strip is
    /// `8 + n × (cell + 8)` wide and its cells start 30 px down, 22 px of caption and 8 px
    /// of gap under them (Filmstrip's layout).
    private func cells(ofStrip path: String, count: Int) throws -> (width: Int, height: Int, pixels: [[UInt8]]) {
        let surface = try XCTUnwrap(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(surface) }
        XCTAssertEqual(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS)
        let stripWidth = Int(cairo_image_surface_get_width(surface)), stripHeight = Int(cairo_image_surface_get_height(surface))
        let width = (stripWidth - 8) / count - 8, height = stripHeight - 30 - 22 - 8
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        let pixels = (0..<count).map { cell in
            var rgb: [UInt8] = []
            for row in 1..<(height - 1) {
                for column in 1..<(width - 1) {
                    let pixel = data + (30 + row) * stride + (8 + cell * (width + 8) + column) * 4
                    rgb += [pixel[2], pixel[1], pixel[0]]
                }
            }
            return rgb
        }
        return (width, height, pixels)
    }

    /// The same inner rectangle of a whole frame given as RGB rows.
    private func inner(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for row in 1..<(height - 1) { bytes += rgb[((row * width + 1) * 3)..<((row * width + width - 1) * 3)] }
        return bytes
    }

    /// The WebM's frames through GStreamer's own decoders: each frame's RGB bytes, its
    /// timestamp (ns), and the stream's size and frame rate.
    private func decodeWebM(_ path: String) throws -> (width: Int32, height: Int32, rate: (Int32, Int32), frames: [(pts: UInt64, rgb: [UInt8])]) {
        XCTAssertNotEqual(gst_init_check(nil, nil, nil), 0)
        var error: UnsafeMutablePointer<GError>?
        let pipeline = try XCTUnwrap(gst_parse_launch("filesrc name=file ! matroskademux ! vp8dec ! videoconvert ! video/x-raw,format=RGB ! appsink name=out sync=false", &error))
        defer { gst_element_set_state(pipeline, GST_STATE_NULL); gst_object_unref(pipeline) }
        let bin = UnsafeMutableRawPointer(pipeline).assumingMemoryBound(to: GstBin.self)
        let file = try XCTUnwrap(gst_bin_get_by_name(bin, "file"))
        im_gst_set_string(file, "location", path)
        gst_object_unref(file)
        let sinkElement = try XCTUnwrap(gst_bin_get_by_name(bin, "out"))
        defer { gst_object_unref(sinkElement) }
        let sink = UnsafeMutableRawPointer(sinkElement).assumingMemoryBound(to: GstAppSink.self)
        gst_element_set_state(pipeline, GST_STATE_PLAYING)
        var frames: [(UInt64, [UInt8])] = []
        var width: Int32 = 0, height: Int32 = 0, rateN: Int32 = 0, rateD: Int32 = 0
        // Pulling blocks until a frame or the end of the stream: no timing involved.
        while let sample = gst_app_sink_pull_sample(sink) {
            defer { gst_sample_unref(sample) }
            if frames.isEmpty, let caps = gst_sample_get_caps(sample), let structure = gst_caps_get_structure(caps, 0) {
                gst_structure_get_int(structure, "width", &width)
                gst_structure_get_int(structure, "height", &height)
                gst_structure_get_fraction(structure, "framerate", &rateN, &rateD)
            }
            let buffer = try XCTUnwrap(gst_sample_get_buffer(sample))
            var map = GstMapInfo()
            XCTAssertNotEqual(gst_buffer_map(buffer, &map, GST_MAP_READ), 0)
            // RGB rows are padded to 4 bytes in GStreamer's default layout.
            let stride = (Int(width) * 3 + 3) / 4 * 4
            var rgb: [UInt8] = []
            for row in 0..<Int(height) { rgb += UnsafeBufferPointer(start: map.data + row * stride, count: Int(width) * 3) }
            gst_buffer_unmap(buffer, &map)
            frames.append((UInt64(im_gst_buffer_pts(buffer)), rgb))
        }
        return (width, height, (rateN, rateD), frames)
    }

    /// The animated PNG through Pillow: frame count, size, each frame's delay (ms) and RGB bytes.
    private func decodeAnimatedPNG(_ path: String) throws -> (width: Int, height: Int, delays: [Double], frames: [[UInt8]]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            assert image.format == "PNG" and getattr(image, "is_animated", False), "not an animated PNG"
            print(image.size[0], image.size[1], image.n_frames)
            for i in range(image.n_frames):
                image.seek(i)
                print(image.info["duration"])
                open(f"{sys.argv[2]}/{i}.rgb", "wb").write(image.convert("RGB").tobytes())
            """
        let result = try CommandRun.run(["-c", script, path, folder.path], executable: URL(fileURLWithPath: "/usr/bin/python3"))
        XCTAssertEqual(result.status, 0, result.err)
        let lines = result.out.split(separator: "\n")
        let header = try XCTUnwrap(lines.first).split(separator: " ").compactMap { Int($0) }
        XCTAssertEqual(header.count, 3)
        let count = header.count == 3 ? header[2] : 0
        let delays = lines.dropFirst().compactMap { Double($0) }
        let frames = try (0..<count).map { try [UInt8](Data(contentsOf: folder.appendingPathComponent("\($0).rgb"))) }
        return (header.first ?? 0, header.count > 1 ? header[1] : 0, delays, frames)
    }

    func testCaptureWritesReplaysThatDecodeToItsFrames() throws {
        let (folder, capture) = try Self.capturedWithTheSeed()
        XCTAssertEqual(capture.status, 0, capture.err)
        let index = try String(contentsOf: folder.appendingPathComponent("index.md"), encoding: .utf8)
        XCTAssertTrue(index.contains("[label-float-replay.webm](label-float-replay.webm)"), index)
        XCTAssertTrue(index.contains("[label-float-replay.png](label-float-replay.png)"), index)

        // The label's float is filmed for 0.4 s: its strip has 9 frames 0.05 s apart, the
        // replay one every 1/60 s, 0.4 × 60 = 24 steps, so 25 frames; strip frame k is replay
        // frame 3k (0.05 s = 3/60 s), both at the widget's scale (1 here).
        let strip = try cells(ofStrip: folder.appendingPathComponent("label-float-filmstrip.png").path, count: 9)

        let animated = try decodeAnimatedPNG(folder.appendingPathComponent("label-float-replay.png").path)
        XCTAssertEqual(animated.frames.count, 25)
        XCTAssertEqual(animated.width, strip.width)
        XCTAssertEqual(animated.height, strip.height)
        // 1/60 s = 16.67 ms each (Pillow gives milliseconds).
        XCTAssertEqual(animated.delays.count, 25)
        for delay in animated.delays { XCTAssertEqual(delay, 1000.0 / 60, accuracy: 0.01) }
        // Lossless: every strip frame is its replay frame, byte for byte.
        for k in 0..<9 where animated.frames.count == 25 {
            XCTAssertTrue(inner(animated.frames[3 * k], width: animated.width, height: animated.height) == strip.pixels[k],
                          "APNG frame \(3 * k) is strip frame \(k)")
        }
        // The label moves: the first frames differ.
        XCTAssertTrue(animated.frames.count > 1 && animated.frames[0] != animated.frames[1], "the replay moves")

        let video = try decodeWebM(folder.appendingPathComponent("label-float-replay.webm").path)
        XCTAssertEqual(video.frames.count, 25)
        XCTAssertEqual(Int(video.width), strip.width)
        XCTAssertEqual(Int(video.height), strip.height)
        XCTAssertEqual(video.rate.0, 60)
        XCTAssertEqual(video.rate.1, 1)
        // Frame i at i/60 s: WebM keeps milliseconds, so within 1 ms of i × 16.667 ms.
        for (i, frame) in video.frames.enumerated() {
            XCTAssertEqual(Double(frame.pts) / 1e6, Double(i) * 1000 / 60, accuracy: 1, "frame \(i)'s time")
        }
        // VP8 is lossy (and 4:2:0): each strip frame within a mean of 3 levels per channel
        // of its replay frame, and nearer to it than to the frame before it.
        func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
            guard a.count == b.count, !a.isEmpty else { return .infinity }
            return Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(a.count)
        }
        for k in 0..<9 where video.frames.count == 25 {
            let decoded = inner(video.frames[3 * k].rgb, width: Int(video.width), height: Int(video.height))
            XCTAssertLessThan(meanDifference(decoded, strip.pixels[k]), 3, "WebM frame \(3 * k) against strip frame \(k)")
        }
        let first = inner(video.frames.first?.rgb ?? [], width: Int(video.width), height: Int(video.height))
        let second = inner(video.frames.dropFirst().first?.rgb ?? [], width: Int(video.width), height: Int(video.height))
        XCTAssertLessThan(meanDifference(first, strip.pixels[0]), meanDifference(second, strip.pixels[0]),
                          "frame 0 is nearer to the strip's first frame than frame 1 is")
    }
}
