extension UIColor {
    /// A colour by name (see `init(named:in:compatibleWith:)`), or nil.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour by name: a colour of the current theme (`Theme.current`: a theme's custom colour
    /// such as `"brandPrimary"`, or a system colour), else the colour set `name` of an asset
    /// catalog in `bundle` — or, without a bundle, in the folders `UIImage(named:)` searches
    /// (`UIColor+AssetCatalog.swift`). As on iOS, nil when no such colour exists. The colour stays
    /// dynamic: it follows appearance changes (a colour set's dark appearance) and resolves with
    /// the traits it is drawn with, so `traitCollection` only matters when it is resolved.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        if Theme.current.colors[name] != nil {
            self.init(storage: UIColor.themed(name).storage, name: name)
        } else if let color = UIColor.assetCatalogColor(named: name, bundle: bundle) {
            self.init(storage: color.storage)
        } else {
            return nil
        }
    }
}
