import CGst
import CGtk

/// GStreamer's objects as handles (see ``ObjectHandle``), for the replay encoder. Their types
/// are found by name, as GStreamer is opened on the first export, not linked
/// (Sources/CGst/shim.h). Only elements of a pipeline already built are cast, so their types
/// are registered by then (GstAppSrc and GstAppSink by the app plugin the pipeline loaded).
@MainActor
enum Gst {
    struct Bin: ObjectHandle { static var gType: GType { g_type_from_name("GstBin") }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GstBin> }
    struct AppSrc: ObjectHandle { static var gType: GType { g_type_from_name("GstAppSrc") }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GstAppSrc> }
    struct AppSink: ObjectHandle { static var gType: GType { g_type_from_name("GstAppSink") }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GstAppSink> }
}
