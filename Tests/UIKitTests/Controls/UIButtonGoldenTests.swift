@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// Goldens: every configuration style and the classic types, normal / highlighted / disabled,
/// light and dark.
@MainActor
final class UIButtonGoldenTests: XCTestCase {
    let states: [UIControl.State] = [.normal, .highlighted, .disabled]

    func apply(_ state: UIControl.State, to button: UIButton) {
        button.isHighlighted = state.contains(.highlighted)
        button.isEnabled = !state.contains(.disabled)
    }

    /// One row per button maker, one column per state.
    func sheet(rows: [(UIControl.State) -> UIButton], rowHeight: CGFloat = 52, columnWidth: CGFloat = 150) -> UIView {
        let sheet = UIView(
            frame: CGRect(
                x: 0, y: 0, width: columnWidth * CGFloat(states.count) + 10,
                height: rowHeight * CGFloat(rows.count) + 10))
        sheet.backgroundColor = .systemBackground
        for (r, make) in rows.enumerated() {
            for (c, state) in states.enumerated() {
                let button = make(state)
                let size = button.intrinsicContentSize
                button.frame = CGRect(
                    x: 10 + CGFloat(c) * columnWidth,
                    y: 10 + CGFloat(r) * rowHeight + (rowHeight - 10 - size.height) / 2,
                    width: size.width, height: size.height)
                apply(state, to: button)
                sheet.addSubview(button)
            }
        }
        return sheet
    }

    func render(_ sheet: UIView, _ style: UIUserInterfaceStyle) throws -> CGImage {
        let stage = Stage(device: .iPhone15)
        stage.appearance = style
        stage.root.addSubview(sheet)
        return try stage.render(sheet, scale: 2)
    }

    func testConfigurationStylesGolden() async throws {
        let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled(), .borderedProminent()]
        var rows: [(UIControl.State) -> UIButton] = styles.map { style in
            { _ in
                var configuration = style
                configuration.title = "Button"
                configuration.image = UIImage(systemName: "heart.fill")
                configuration.imagePadding = 6
                return UIButton(configuration: configuration)
            }
        }
        rows.append { _ in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Capsule"
            configuration.cornerStyle = .capsule
            configuration.baseBackgroundColor = .systemGreen
            configuration.buttonSize = .small
            return UIButton(configuration: configuration)
        }
        rows.append { _ in
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Outline"
            configuration.background.strokeColor = .systemRed
            configuration.background.strokeWidth = 1.5
            configuration.background.cornerRadius = 8
            configuration.baseForegroundColor = .systemRed
            return UIButton(configuration: configuration)
        }
        rows.append { _ in
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Title"
            configuration.subtitle = "Subtitle"
            configuration.image = UIImage(systemName: "star")
            configuration.imagePlacement = .leading
            configuration.imagePadding = 8
            configuration.titlePadding = 2
            return UIButton(configuration: configuration)
        }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try render(sheet(rows: rows, rowHeight: 56), style)
            GoldenImage.assertMatches(image: image, named: "button-configurations-\(style == .dark ? "dark" : "light")")
        }
    }

    func testClassicTypesGolden() async throws {
        let rows: [(UIControl.State) -> UIButton] = [
            { _ in
                let b = UIButton(type: .system); b.setTitle("System", for: .normal); return b
            },
            { _ in
                let b = UIButton(type: .system)
                b.setTitle("Share", for: .normal)
                b.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
                b.contentEdgeInsets = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 4)
                return b
            },
            { _ in
                let b = UIButton(type: .custom)
                b.setTitle("Custom", for: .normal)
                b.setTitleColor(.systemYellow, for: .highlighted)
                b.backgroundColor = .systemIndigo
                b.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
                return b
            },
            { _ in UIButton(type: .contactAdd) },
            { _ in UIButton(type: .detailDisclosure) },
            { _ in UIButton(type: .close) },
        ]
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try render(sheet(rows: rows, rowHeight: 44), style)
            GoldenImage.assertMatches(image: image, named: "button-classic-\(style == .dark ? "dark" : "light")")
        }
    }
}
