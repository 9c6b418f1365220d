import Foundation
@_spi(ViewLab) import CoreText
@_spi(ViewLab) import UIKit

/// ViewLab: what a ViewLab program reads from its environment and configuration, and hands to
/// UIKit's slots — UIKit itself reads no environment variable, configuration or data folder.
///
/// - the theme: `$VIEWLAB_THEME`, else `"theme"` in `~/.config/viewlab/config.json` (or
///   `$VIEWLAB_CONFIG`), else the built-in `default` → `Theme.active`;
/// - the resource folders for `UIImage(named:)` and nibs: `$VIEWLAB_RESOURCES`, else the
///   `Playgrounds/Resources` found by `ResourceLocator` → `UIImage.resourceFolders`;
/// - the fontconfig configuration: `$VIEWLAB_FONTS` (a `.conf` file or the folder holding
///   `fonts.conf`) → `TextSystem.configurationFile`; unset: the built-in one.
public enum HostEnvironment {
    /// Fills every slot: called by the `viewlab` CLI and the benchmark runner at start-up.
    public static func start() {
        TextSystem.configurationFile = fontsConfiguration
        Theme.active = Theme.preferred()
        provideResourceFolders()
    }

    /// The `fonts.conf` named by `$VIEWLAB_FONTS` (a file or its folder), or nil.
    public static var fontsConfiguration: URL? {
        guard let explicit = ProcessInfo.processInfo.environment["VIEWLAB_FONTS"] else { return nil }
        let url = URL(fileURLWithPath: explicit)
        return url.pathExtension == "conf" ? url : url.appendingPathComponent("fonts.conf")
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
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_RESOURCES"] {
            return URL(fileURLWithPath: explicit)
        }
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
