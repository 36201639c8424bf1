/// A toolkit a motion can be copied for as code (``MotionSnippet``).
public enum MotionToolkit: String, CaseIterable, Sendable {
    /// This project's own catalog: the Swift line that sets the motion (``MotionExport``).
    case inputMotion = "inputmotion"
    /// libadwaita in C: `AdwSpringAnimation`, `AdwTimedAnimation`.
    case libadwaitaC = "libadwaita-c"
    /// libadwaita from Python (PyGObject): `Adw.SpringAnimation`, `Adw.TimedAnimation`.
    case pyGObject = "pygobject"
    /// libadwaita from Rust (the gtk-rs `libadwaita` crate): `adw::SpringAnimation`, `adw::TimedAnimation`.
    case gtkRs = "gtk-rs"
    /// CSS: `transition` and `@keyframes`.
    case css
    /// UIKit and Core Animation: `UIView.animate` with a spring, `UIViewPropertyAnimator`,
    /// `CAKeyframeAnimation`.
    case uiKit = "uikit"
    /// SwiftUI: `interpolatingSpring`, `timingCurve`, `keyframeAnimator`.
    case swiftUI = "swiftui"

    /// The name shown in the inspector's Copy menu. Toolkits and languages are proper names,
    /// written alike in every language (GNOME's apps leave them untranslated); only the
    /// project's own catalog has a word to translate.
    public var title: String {
        switch self {
        case .inputMotion: tr("InputMotion Catalog (Swift)")
        case .libadwaitaC: "libadwaita (C)"
        case .pyGObject: "libadwaita (Python, PyGObject)"
        case .gtkRs: "libadwaita (Rust, gtk-rs)"
        case .css: "CSS"
        case .uiKit: "UIKit (Swift)"
        case .swiftUI: "SwiftUI"
        }
    }
}
