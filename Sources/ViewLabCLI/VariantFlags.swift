@_spi(ViewLab) import UIKit
import Previews
import ViewLabRender
import UIKit

/// The variant flags shared by `render` and `export`: `--appearance`, `--orientation`, `--device`,
/// `--scale`.
enum VariantFlags {
    static let valued: Set<String> = ["--appearance", "--orientation", "--device", "--scale"]

    static func appearances(_ args: CommandArguments, default fallback: [UIUserInterfaceStyle]) throws -> [UIUserInterfaceStyle] {
        guard let names = args.list("--appearance") else { return fallback }
        return try names.map { name in
            switch name {
            case "light": return .light
            case "dark": return .dark
            default: throw CLIError.usage("unknown appearance '\(name)' (expected light or dark)")
            }
        }
    }

    static func orientations(_ args: CommandArguments, default fallback: [PreviewOrientation]) throws -> [PreviewOrientation] {
        guard let names = args.list("--orientation") else { return fallback }
        return try names.map { name in
            switch name {
            case "portrait": return .portrait
            case "landscape": return .landscapeLeft
            default:
                if let exact = PreviewOrientation(rawValue: name) { return exact }
                throw CLIError.usage("unknown orientation '\(name)' (expected portrait, landscape, landscapeLeft, landscapeRight or portraitUpsideDown)")
            }
        }
    }

    static func device(_ args: CommandArguments) throws -> DeviceProfile {
        guard let name = args.value("--device") else { return .iPhone15 }
        if let device = DeviceProfile.named(name) { return device }
        let hint = Suggestion.closest(to: name, in: DeviceProfile.all.map(\.name)).map { " (did you mean \($0)?)" } ?? ""
        throw CLIError.usage("unknown device '\(name)'\(hint)")
    }

    static func scale(_ args: CommandArguments) throws -> CGFloat? {
        guard let text = args.value("--scale") else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0.25, value <= 8 else {
            throw CLIError.usage("--scale takes a number from 0.25 to 8, not '\(text)'")
        }
        return CGFloat(value)
    }
}
