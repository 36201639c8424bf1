import Glibc
import InputMotionGtk

// inputmotion-demo: translations first (before GTK sets the locale), then the application.
exit(MainActor.assumeIsolated {
    Translations.setUp()
    return DemoApplication().run()
})
