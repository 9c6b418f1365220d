extension UIApplication {
    /// Key-value coding on the class, as Objective-C's `+valueForKey:` gives it: `"sharedApplication"`
    /// answers `shared`. Code that must also build for app extensions (where `UIApplication.shared`
    /// is unavailable) reaches the application this way — TagListView's
    /// `UIApplication.value(forKey: "sharedApplication") as? UIApplication`. Other keys answer nil
    /// (iOS raises `NSUnknownKeyException`).
    public static func value(forKey key: String) -> Any? {
        key == "sharedApplication" ? shared : nil
    }
}
