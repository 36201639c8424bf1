import CGst
import CGtk
import InputMotionCore

/// Encodes a replay's frames into a video file with GStreamer: frames go into an appsrc, 60 a
/// second with their timestamps (`ReplayFrames`), and GStreamer's own elements encode them —
/// VP8 in WebM (vp8enc, webmmux), or PNG per frame (pngenc) that `AnimatedPNG` puts together
/// into an animated PNG. The pipeline runs on GStreamer's threads; its end is read from its bus
/// on GLib's main loop, and `finish` calls back there.
@MainActor
final class ReplayEncoder {
    /// What a replay is exported as.
    enum Format: CaseIterable {
        /// VP8 video in a WebM file.
        case webm
        /// An animated PNG: lossless, every frame whole.
        case animatedPNG

        var fileExtension: String {
            switch self {
            case .webm: "webm"
            case .animatedPNG: "png"
            }
        }

        /// The GStreamer elements it needs, each with the Debian package that has it.
        fileprivate var elements: [(name: String, package: String)] {
            let common = [("appsrc", "gstreamer1.0-plugins-base"), ("videoconvert", "gstreamer1.0-plugins-base")]
            switch self {
            case .webm: return common + [("vp8enc", "gstreamer1.0-plugins-good"), ("webmmux", "gstreamer1.0-plugins-good"),
                                         ("filesink", "libgstreamer1.0-0")]
            case .animatedPNG: return common + [("pngenc", "gstreamer1.0-plugins-good"), ("appsink", "gstreamer1.0-plugins-base")]
            }
        }

        /// The pipeline after the frames' source. VP8 at a high constant quality with a key
        /// frame each second: review footage, where blocky edges would hide the motion.
        fileprivate var encoding: String {
            switch self {
            case .webm: "videoconvert ! video/x-raw,format=I420 ! vp8enc deadline=1 end-usage=cq cq-level=4 min-quantizer=0 max-quantizer=12 target-bitrate=8000000 keyframe-max-dist=60 ! webmmux ! filesink name=file" // untranslated: a GStreamer pipeline
            case .animatedPNG: "videoconvert ! video/x-raw,format=RGB ! pngenc ! appsink name=images sync=false wait-on-eos=false" // untranslated: a GStreamer pipeline
            }
        }
    }

    private let gst: ImGstLibrary
    private let format: Format
    private let path: String
    private let frames: ReplayFrames
    // Released in deinit, which runs off the main actor; nothing else touches them then.
    nonisolated(unsafe) private let pipeline: UnsafeMutablePointer<GstElement>
    nonisolated(unsafe) private let source: UnsafeMutablePointer<GstElement>
    private let byteCount: Int
    private var pushed = 0
    private var busWatch: guint = 0
    private var done: (@MainActor (String?) -> Void)?

    /// A message saying which GStreamer element is missing and which package has it, or nil
    /// when `format` can be written here.
    static func missingElement(for format: Format) -> String? {
        guard let gst = library else { return notStarted }
        for element in format.elements {
            guard let factory = gst.gst_element_factory_find(element.name) else {
                return tr("GStreamer has no {element} element, needed for {format}; install {package}")
                    .filled(["element": element.name, "format": format.fileExtension.uppercased(), "package": element.package])
            }
            dropReference(factory)
        }
        return nil
    }

    private static var notStarted: String { tr("GStreamer could not be started, so nothing can be exported") }

    /// GStreamer, opened and initialized on the first export; nil when it is not installed or
    /// cannot start. (Not linked: see Sources/CGst/shim.h.)
    private static let library: ImGstLibrary? = {
        let table = UnsafeMutablePointer<ImGstLibrary>.allocate(capacity: 1)
        defer { table.deallocate() }
        if let problem = im_gst_open(table) {
            printToStandardError("inputmotion-demo: GStreamer: \(String(cString: problem))")
            return nil
        }
        let library = table.pointee  // every field set: im_gst_open succeeded
        return library.gst_init_check(nil, nil, nil) != 0 ? library : nil
    }()

    /// Starts a pipeline writing `frames.count` frames of `width` × `height` pixels to `path`;
    /// throws a message when GStreamer lacks an element or cannot build it.
    init(format: Format, frames: ReplayFrames, width: Int32, height: Int32, to path: String) throws(ExportProblem) {
        if let missing = Self.missingElement(for: format) { throw ExportProblem(message: missing) }
        guard let gst = Self.library else { throw ExportProblem(message: Self.notStarted) }
        let description = "appsrc name=frames format=time ! " + format.encoding // untranslated: a GStreamer pipeline
        var error: UnsafeMutablePointer<GError>?
        guard let pipeline = gst.gst_parse_launch(description, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? ""
            if let error { g_error_free(error) }
            throw ExportProblem(message: tr("GStreamer could not build the pipeline: {reason}").filled(["reason": message]))
        }
        if let error { g_error_free(error) }  // a warning only: the pipeline was built
        let bin = Gst.Bin(pipeline).c
        guard let source = gst.gst_bin_get_by_name(bin, "frames") else {
            gst.gst_object_unref(pipeline)
            throw ExportProblem(message: tr("GStreamer could not build the pipeline: {reason}").filled(["reason": "appsrc"]))
        }
        (self.gst, self.format, self.path, self.frames, self.pipeline, self.source) = (gst, format, path, frames, pipeline, source)
        byteCount = Int(width) * Int(height) * 4
        let caps = gst.gst_caps_from_string("video/x-raw,format=BGRx,width=\(width),height=\(height),framerate=\(ReplayFrames.framesPerSecond)/1,pixel-aspect-ratio=1/1")
        gst.gst_app_src_set_caps(appSource, caps)
        gst.gst_caps_unref(caps)
        if format == .webm, let file = gst.gst_bin_get_by_name(bin, "file") {
            im_gst_set_string(file, "location", path)
            gst.gst_object_unref(file)
        }
        _ = gst.gst_element_set_state(pipeline, GST_STATE_PLAYING)
    }

    private var appSource: UnsafeMutablePointer<GstAppSrc> {
        Gst.AppSrc(source).c
    }

    /// Hands the next frame to the encoder: an image of the pipeline's size, opaque (cairo's
    /// ARGB32 is B, G, R, A in memory on this little-endian machine: GStreamer's BGRx).
    func push(_ image: WidgetSnapshot) {
        guard pushed < frames.count, Int(cairo_image_surface_get_stride(image.surface)) * Int(image.height) == byteCount,
              let data = cairo_image_surface_get_data(image.surface) else { return }
        cairo_surface_flush(image.surface)
        let buffer = gst.gst_buffer_new_allocate(nil, gsize(byteCount), nil)!
        _ = gst.gst_buffer_fill(buffer, 0, data, gsize(byteCount))
        im_gst_buffer_set_timing(buffer, GstClockTime(frames.timestamp(of: pushed)), GstClockTime(frames.duration(of: pushed)))
        _ = gst.gst_app_src_push_buffer(appSource, buffer)  // takes the buffer
        pushed += 1
    }

    /// Ends the stream; `done` is called on the main loop once the file is written (nil) or
    /// with what went wrong.
    func finish(_ done: @escaping @MainActor (String?) -> Void) {
        self.done = done
        _ = gst.gst_app_src_end_of_stream(appSource)
        let bus = gst.gst_element_get_bus(pipeline)
        busWatch = gst.gst_bus_add_watch(bus, { _, message, data in
            guard let message, let data else { return 0 }
            nonisolated(unsafe) let pointer = message
            let encoder = Unmanaged<ReplayEncoder>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { encoder.handle(pointer) ? 1 : 0 }
        }, Unmanaged.passRetained(self).toOpaque())
        gst.gst_object_unref(bus)
    }

    /// One bus message; false ends the watch (the end of the stream or an error).
    private func handle(_ message: UnsafeMutablePointer<GstMessage>) -> Bool {
        let type = message.pointee.type
        var problem: String?
        if type == GST_MESSAGE_ERROR {
            var error: UnsafeMutablePointer<GError>?
            gst.gst_message_parse_error(message, &error, nil)
            problem = tr("GStreamer could not encode the replay: {reason}").filled(["reason": error.map { String(cString: $0.pointee.message) } ?? ""])
            if let error { g_error_free(error) }
        } else if type != GST_MESSAGE_EOS {
            return true
        } else if format == .animatedPNG {
            problem = writeAnimatedPNG()
        }
        _ = gst.gst_element_set_state(pipeline, GST_STATE_NULL)
        busWatch = 0
        let done = self.done
        self.done = nil
        done?(problem)
        Unmanaged.passUnretained(self).release()  // the watch's reference
        return false
    }

    /// The PNG images pngenc made, one per frame, put together and written to `path`.
    private func writeAnimatedPNG() -> String? {
        let bin = Gst.Bin(pipeline).c
        guard let sinkElement = gst.gst_bin_get_by_name(bin, "images") else { return tr("GStreamer could not encode the replay: {reason}").filled(["reason": "appsink"]) }
        defer { gst.gst_object_unref(sinkElement) }
        let sink = Gst.AppSink(sinkElement).c
        var images: [[UInt8]] = []
        while let sample = gst.gst_app_sink_try_pull_sample(sink, 0) {
            defer { gst.gst_sample_unref(sample) }
            guard let buffer = gst.gst_sample_get_buffer(sample) else { continue }
            var map = GstMapInfo()
            guard gst.gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { continue }
            images.append(Array(UnsafeBufferPointer(start: map.data, count: Int(map.size))))
            gst.gst_buffer_unmap(buffer, &map)
        }
        let delay = (numerator: UInt16(1), denominator: UInt16(ReplayFrames.framesPerSecond))
        let file: [UInt8]
        do { file = try AnimatedPNG.assemble(images, delay: delay) } catch {
            return tr("GStreamer could not encode the replay: {reason}").filled(["reason": error.description])
        }
        var error: UnsafeMutablePointer<GError>?
        let written = file.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { g_file_set_contents(path, $0, gssize(bytes.count), &error) }
        }
        guard written == 0 else { return nil }
        let reason = error.map { String(cString: $0.pointee.message) } ?? ""
        if let error { g_error_free(error) }
        return tr("could not write {path}: {reason}").filled(["path": path, "reason": reason])
    }

    deinit {
        gst.gst_object_unref(source)
        gst.gst_object_unref(pipeline)
    }
}

/// Why a replay could not be exported, in a sentence for the user.
struct ExportProblem: Error {
    let message: String
}
