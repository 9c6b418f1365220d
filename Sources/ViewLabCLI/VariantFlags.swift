@_spi(ViewLab) import UIKit
import Previews
import ViewLabRender
import ViewLabSupport

/// The variant flags shared by `render`, `export` and `verify`: `--appearance`, `--orientation`,
/// `--device`, `--textsize`, `--direction`, `--contrast`, `--scale`. Lists are comma-separated.
enum VariantFlags {
    static let valued: Set<String> = [
        "--appearance", "--orientation", "--device", "--textsize", "--direction", "--contrast", "--scale",
    ]

    static func appearances(_ args: CommandArguments, default fallback: [UIUserInterfaceStyle]) throws
        -> [UIUserInterfaceStyle]
    {
        guard let names = args.list("--appearance") else { return fallback }
        return try names.map { name in
            switch name {
            case "light": return .light
            case "dark": return .dark
            default: throw CLIError.usage("unknown appearance '\(name)' (expected light or dark)")
            }
        }
    }

    static func orientations(_ args: CommandArguments, default fallback: [PreviewOrientation]) throws
        -> [PreviewOrientation]
    {
        guard let names = args.list("--orientation") else { return fallback }
        return try names.map { name in
            switch name {
            case "portrait": return .portrait
            case "landscape": return .landscapeLeft
            default:
                if let exact = PreviewOrientation(rawValue: name) { return exact }
                throw CLIError.usage(
                    "unknown orientation '\(name)' (expected portrait, landscape, landscapeLeft, landscapeRight or portraitUpsideDown)"
                )
            }
        }
    }

    static func devices(_ args: CommandArguments) throws -> [DeviceProfile] {
        guard let names = args.list("--device") else { return [.iPhone15] }
        return try names.map { name in
            if let device = DeviceProfile.named(name) { return device }
            let hint =
                Suggestion.closest(to: name, in: DeviceProfile.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            throw CLIError.usage(
                "unknown device '\(name)'\(hint); devices: \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
    }

    static func contentSizeCategories(_ args: CommandArguments) throws -> [UIContentSizeCategory] {
        guard let names = args.list("--textsize") else { return [.large] }
        return try names.map { name in
            guard let category = UIContentSizeCategory(shortName: name) else {
                throw CLIError.usage("unknown text size '\(name)' (expected XS, S, M, L, XL, XXL, XXXL, AX1 … AX5)")
            }
            return category
        }
    }

    static func layoutDirections(_ args: CommandArguments) throws -> [UITraitEnvironmentLayoutDirection] {
        guard let names = args.list("--direction") else { return [.leftToRight] }
        return try names.map { name in
            switch name.lowercased() {
            case "ltr": return .leftToRight
            case "rtl": return .rightToLeft
            default: throw CLIError.usage("unknown direction '\(name)' (expected ltr or rtl)")
            }
        }
    }

    static func contrasts(_ args: CommandArguments) throws -> [UIAccessibilityContrast] {
        guard let names = args.list("--contrast") else { return [.normal] }
        return try names.map { name in
            switch name.lowercased() {
            case "normal": return .normal
            case "high", "increased": return .high
            default: throw CLIError.usage("unknown contrast '\(name)' (expected normal or high)")
            }
        }
    }

    static func scale(_ args: CommandArguments) throws -> CGFloat? {
        guard let text = args.value("--scale") else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0.25, value <= 8 else {
            throw CLIError.usage("--scale takes a number from 0.25 to 8, not '\(text)'")
        }
        return CGFloat(value)
    }
}
