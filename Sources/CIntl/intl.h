/* GNU gettext as glibc ships it (libintl.h): Swift's Glibc module does not include it.
   The core model translates its user-visible strings through it without importing GTK. */
#ifndef INPUTMOTION_CINTL_H
#define INPUTMOTION_CINTL_H
#include <libintl.h>
#include <locale.h>
#endif
