/* GStreamer, which encodes exported replays (ReplayEncoder.swift): the core library and appsrc /
 * appsink. Only what Swift cannot import directly is wrapped here; each wrapper says why.
 *
 * The demo does not link GStreamer: it opens it the first time a replay is exported. Linked,
 * its seven libraries (libgstreamer, libgstbase, libgstapp and their libdw, libelf, libunwind,
 * libbz2) were loaded at every start-up for a feature most runs never use (README.md, "Replays
 * to share", has the cost). Each function below keeps GStreamer's own C type (__typeof__ of
 * its declaration), so a call through the table is checked as a direct call is. */
#ifndef INPUTMOTION_CGST_SHIM_H
#define INPUTMOTION_CGST_SHIM_H

#include <dlfcn.h>
#include <gst/gst.h>
#include <gst/app/gstappsrc.h>
#include <gst/app/gstappsink.h>

/* Macros Swift does not import. */
static const GstClockTime IM_GST_CLOCK_TIME_NONE = GST_CLOCK_TIME_NONE;
static const GstMessageType IM_GST_MESSAGE_DONE = (GstMessageType)(GST_MESSAGE_EOS | GST_MESSAGE_ERROR);

static inline void im_gst_buffer_set_timing(GstBuffer *buffer, GstClockTime pts, GstClockTime duration) {
    GST_BUFFER_PTS(buffer) = pts;
    GST_BUFFER_DURATION(buffer) = duration;
}
static inline GstClockTime im_gst_buffer_pts(GstBuffer *buffer) { return GST_BUFFER_PTS(buffer); }

/* Variadic: one property set of an element (g_object_set). */
static inline void im_gst_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}
static inline void im_gst_set_int(gpointer object, const char *name, int value) {
    g_object_set(object, name, value, NULL);
}
static inline void im_gst_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline void im_gst_set_uint64(gpointer object, const char *name, guint64 value) {
    g_object_set(object, name, value, NULL);
}

/* The GStreamer functions the encoder calls. */
#define IM_GST_FUNCTIONS(F) \
    F(gst_init_check) F(gst_parse_launch) F(gst_element_factory_find) \
    F(gst_bin_get_by_name) F(gst_object_unref) F(gst_element_set_state) F(gst_element_get_bus) \
    F(gst_bus_add_watch) F(gst_message_parse_error) F(gst_caps_from_string) F(gst_caps_unref) \
    F(gst_buffer_new_allocate) F(gst_buffer_fill) F(gst_buffer_map) F(gst_buffer_unmap) \
    F(gst_sample_get_buffer) F(gst_sample_unref) \
    F(gst_app_src_set_caps) F(gst_app_src_push_buffer) F(gst_app_src_end_of_stream) \
    F(gst_app_sink_try_pull_sample)

/* GStreamer opened: one field per function, named and typed as GStreamer declares it. */
typedef struct {
#define IM_GST_FIELD(name) __typeof__(name) *_Nonnull name;
    IM_GST_FUNCTIONS(IM_GST_FIELD)
#undef IM_GST_FIELD
} ImGstLibrary;

/* Opens GStreamer (libgstapp, which brings the core library with it) and fills `library`.
 * Returns NULL, or why it could not (dlerror's words: not installed, or a function missing);
 * then nothing stays loaded. The caller keeps the table (ReplayEncoder's `library`, made once). */
static inline const char *_Nullable im_gst_open(ImGstLibrary *library) {
    void *handle = dlopen("libgstapp-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle) return dlerror();
#define IM_GST_LOOKUP(name) \
    if (!(*(void **)&library->name = dlsym(handle, #name))) { \
        const char *problem = dlerror(); \
        dlclose(handle); \
        return problem; \
    }
    IM_GST_FUNCTIONS(IM_GST_LOOKUP)
#undef IM_GST_LOOKUP
    return NULL;
}

#endif
