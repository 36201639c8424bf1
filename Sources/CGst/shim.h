/* GStreamer, which encodes exported replays (ReplayEncoder.swift): the core library and appsrc /
 * appsink. Only what Swift cannot import directly is wrapped here; each wrapper says why. */
#ifndef INPUTMOTION_CGST_SHIM_H
#define INPUTMOTION_CGST_SHIM_H

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

#endif
