import CGst
import CGtk

/// GStreamer's objects as handles (see ``ObjectHandle``), for the replay encoder. Their types
/// are found by name: GStreamer is opened on the first export, not linked (Sources/CGst/shim.h),
/// and registers them as it starts.
@MainActor
enum Gst {
    struct Bin: ObjectHandle { static var gType: GType { g_type_from_name("GstBin") }; let raw: UnsafeMutableRawPointer
        var c: UnsafeMutablePointer<GstBin> { typed() } }
    struct AppSrc: ObjectHandle { static var gType: GType { g_type_from_name("GstAppSrc") }; let raw: UnsafeMutableRawPointer
        var c: UnsafeMutablePointer<GstAppSrc> { typed() } }
    struct AppSink: ObjectHandle { static var gType: GType { g_type_from_name("GstAppSink") }; let raw: UnsafeMutableRawPointer
        var c: UnsafeMutablePointer<GstAppSink> { typed() } }
}
