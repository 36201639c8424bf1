import CGst
import CGtk

/// GStreamer's objects as handles (see ``ObjectHandle``), for the replay encoder.
@MainActor
enum Gst {
    struct Bin: ObjectHandle { static var gType: GType { gst_bin_get_type() }; let raw: UnsafeMutableRawPointer
        var c: UnsafeMutablePointer<GstBin> { typed() } }
    struct AppSrc: ObjectHandle { static var gType: GType { gst_app_src_get_type() }; let raw: UnsafeMutableRawPointer
        var c: UnsafeMutablePointer<GstAppSrc> { typed() } }
    struct AppSink: ObjectHandle { static var gType: GType { gst_app_sink_get_type() }; let raw: UnsafeMutableRawPointer
        var c: UnsafeMutablePointer<GstAppSink> { typed() } }
}
