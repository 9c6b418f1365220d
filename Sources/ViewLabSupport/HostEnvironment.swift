import Foundation
@_spi(ViewLab) import UIKit

/// ViewLab: what a ViewLab program reads from its environment and configuration, and hands to
/// UIKit's slots — UIKit itself reads no environment variable, configuration or data folder.
///
/// - the theme: `$VIEWLAB_THEME`, else `"theme"` in `~/.config/viewlab/config.json` (or
///   `$VIEWLAB_CONFIG`), else the built-in `default` → `Theme.active`;
/// - the resource folders for `UIImage(named:)` and nibs: `$VIEWLAB_RESOURCES`, else the
///   `Playgrounds/Resources` found by `ResourceLocator` → `UIImage.resourceFolders`.
public enum HostEnvironment {
    /// Fills every slot: called by the `viewlab` CLI and the benchmark runner at start-up.
    public static func start() {
        Theme.active = Theme.preferred()
        provideResourceFolders()
    }

    /// Gives UIKit the resource folders once (render code that runs without the CLI — the
    /// renderer, the shell's stage — calls this; the theme stays what the host chose).
    public static func provideResourceFolders() {
        resourceFoldersOnce.run { UIImage.resourceFolders = resourcesDirectory.map { [$0] } ?? [] }
    }

    /// The bundled `Playgrounds/Resources` folder: `$VIEWLAB_RESOURCES`, else the first
    /// `Playgrounds/Resources` found walking up from the executable, then from the current
    /// directory (as `ThemeLoader.themesDirectory` finds `Themes/`).
    public static var resourcesDirectory: URL? {
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_RESOURCES"] { return URL(fileURLWithPath: explicit) }
        return ResourceLocator.find("Playgrounds/Resources")
    }

    private static let resourceFoldersOnce = Once()
}

/// Runs a body once per process, whichever thread asks first.
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func run(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        done = true
        body()
    }
}
