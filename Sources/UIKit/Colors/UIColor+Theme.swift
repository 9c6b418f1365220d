extension UIColor {
    /// A colour from the current theme (`Theme.current`) by name — a theme's custom colour
    /// (`"brandPrimary"`) or a system colour. As on iOS, nil when no such colour exists. The
    /// colour stays dynamic: it follows appearance changes and resolves with the theme of the
    /// traits it is drawn with.
    public convenience init?(named name: String) {
        guard Theme.current.colors[name] != nil else { return nil }
        self.init(storage: UIColor.themed(name).storage, name: name)
    }

    /// `init(named:)`; ViewLab has no asset catalogs, so `bundle` is ignored and the traits only
    /// matter when the colour is resolved.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}
