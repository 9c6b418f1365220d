import CoreGraphics
import Foundation
import ImageIO
import TestSupport
import XCTest

/// Resources of a package, as component libraries ship them, through the real
/// `viewlab export --package`: a `Package.swift` with `resources: [.process("Resources"),
/// .copy("BadgeKit.bundle")]`, `@1x/@2x/@3x` PNGs (written with ViewLab's own encoder), an asset
/// catalog (a template image set, a colour set with a dark appearance, a malformed set), a
/// CocoaPods-style `.bundle` folder reached through `Bundle(for:)`, and a table cell XIB
/// registered with `register(UINib, forCellReuseIdentifier:)`, fonts registered with
/// `CTFontManagerRegisterFontsForURL` and `CTFontManagerRegisterGraphicsFont` — our own fixtures
/// (the fonts are the machine's DejaVu Serif files, copied in by the test).
final class ResourcesExportTests: XCTestCase {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Badges",
            platforms: [.iOS(.v15)],
            products: [.library(name: "Badges", targets: ["Badges"])],
            targets: [.target(name: "Badges", resources: [.process("Resources"), .copy("BadgeKit.bundle")])]
        )

        """

    static let sources = """
        import UIKit
        import CoreText
        import Previews

        public final class BadgeCell: UITableViewCell {}

        /// How a library written for CocoaPods and SwiftPM finds its bundle.
        enum BadgeResources {
            static var bundle: Bundle {
                #if SWIFT_PACKAGE
                return Bundle.module
                #else
                return Bundle(for: BadgeCell.self)
                #endif
            }

            /// The CocoaPods `resource_bundles` idiom: a `.bundle` inside the framework bundle.
            static var kit: Bundle? {
                Bundle(for: BadgeCell.self).url(forResource: "BadgeKit", withExtension: "bundle").flatMap(Bundle.init(url:))
            }
        }

        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
            }
        }
        let rows = Rows()

        func imageView(_ image: UIImage?, _ frame: CGRect) -> UIImageView {
            let view = UIImageView(frame: frame)
            view.image = image
            view.tintColor = .systemGreen
            return view
        }

        #Preview("Badges", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.addSubview(imageView(UIImage(named: "dot", in: BadgeResources.bundle, compatibleWith: nil), CGRect(x: 0, y: 0, width: 30, height: 30)))
            view.addSubview(imageView(UIImage(named: "star", in: .module, compatibleWith: nil), CGRect(x: 30, y: 0, width: 30, height: 30)))
            let brand = UIView(frame: CGRect(x: 0, y: 30, width: 30, height: 30))
            brand.backgroundColor = UIColor(named: "Brand", in: .module, compatibleWith: nil)
            view.addSubview(brand)
            let table = UITableView(frame: CGRect(x: 30, y: 30, width: 30, height: 15), style: .plain)
            table.register(UINib(nibName: "BadgeCell", bundle: Bundle(for: BadgeCell.self)), forCellReuseIdentifier: "badge")
            table.rowHeight = 15
            table.dataSource = rows
            view.addSubview(table)
            view.addSubview(imageView(UIImage(named: "ring", in: BadgeResources.kit, compatibleWith: nil), CGRect(x: 30, y: 45, width: 30, height: 15)))
            return view
        }

        func checks() -> Bool {
            #if SWIFT_PACKAGE && SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
            let package = true
            #else
            let package = false
            #endif
            let kit = BadgeResources.kit
            return package
                && Bundle(for: BadgeCell.self).bundleURL.lastPathComponent == "Badges.framework"
                && Bundle(identifier: "org.cocoapods.Badges")?.bundleURL == Bundle(for: BadgeCell.self).bundleURL
                && kit?.path(forResource: "notes", ofType: "txt").flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } == "kit\\n"
                && Bundle.module.url(forResource: "dot@2x", withExtension: "png") != nil
                && UIImage(named: "star", in: .module, compatibleWith: nil)?.renderingMode == .alwaysTemplate
                && UIImage(named: "nothing", in: .module, compatibleWith: nil) == nil
                && UIImage(named: "dot", in: .module, with: UIImage.SymbolConfiguration(pointSize: 10))?.size == CGSize(width: 30, height: 30)
                && UIColor(named: "Nothing", in: .module, compatibleWith: nil) == nil
                && UIColor(named: "Broken", in: .module, compatibleWith: nil) == nil
                && Bundle.module.url(forResource: "nothing", withExtension: "png") == nil
                && Bundle(path: "/nonexistent/Kit.bundle") == nil
                && UINib(nibName: "BadgeCell", bundle: .module).instantiate(withOwner: nil, options: nil).first is BadgeCell
                && Bundle(for: BadgeCell.self).loadNibNamed("BadgeCell", owner: nil)?.first is BadgeCell
                && NSLocalizedString("badge.title", bundle: .module, comment: "") == "New badges"
                && NSLocalizedString("badge.missing", bundle: .module, comment: "") == "badge.missing"
                && UIStoryboard(name: "Panel", bundle: .module).instantiateInitialViewController()?.view.backgroundColor == .systemTeal
                // ViewLab: the loaded code's bundle counts as the main bundle's resources (an app's own images).
                && UIImage(named: "dot") != nil && #imageLiteral(resourceName: "dot").size == CGSize(width: 30, height: 30)
        }

        #Preview("Appearance", traits: .fixedLayout(width: 60, height: 60)) {
            imageView(UIImage(named: "moon", in: .module, compatibleWith: nil), CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        /// A library's fonts, registered from its bundle both ways libraries do it.
        func fontChecks() -> Bool {
            let unknownBefore = UIFont(name: "DejaVuSerif-Bold", size: 20) == nil
            var error: Unmanaged<CFError>?
            guard let url = Bundle.module.url(forResource: "DejaVuSerif-Bold", withExtension: "ttf"),
                  CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error),
                  !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error),
                  error?.takeRetainedValue().localizedDescription.hasSuffix("the font is already registered") == true,
                  let bold = UIFont(name: "DejaVuSerif-Bold", size: 20),
                  let provider = Bundle.module.url(forResource: "DejaVuSerif", withExtension: "ttf").flatMap({ CGDataProvider(url: $0 as CFURL) }),
                  let font = CGFont(provider), font.postScriptName == "DejaVuSerif",
                  CTFontManagerRegisterGraphicsFont(font, &error),
                  let regular = UIFont(name: "DejaVu Serif", size: 20) else { return false }
            let width = { (font: UIFont) in ("iiiiiiiiii" as NSString).size(withAttributes: [.font: font]).width }
            return unknownBefore && bold.familyName == "DejaVu Serif" && bold.fontName == "DejaVuSerif-Bold"
                && regular.familyName == "DejaVu Serif" && Set(UIFont.fontNames(forFamilyName: "DejaVu Serif")) == ["DejaVuSerif-Bold", "DejaVuSerif"]
                && abs(width(bold) - width(.boldSystemFont(ofSize: 20))) > 2 && abs(width(bold) - width(regular)) > 1
                && CGFont(CGDataProvider(data: Data("not a font".utf8))!) == nil
        }

        /// Registered once per process, as libraries do (a preview runs once per variant).
        let fontsRegistered = fontChecks()

        #Preview("Fonts", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = fontsRegistered ? .systemGreen : .systemRed
            return view
        }

        #Preview("Checks", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = checks() ? .systemGreen : .systemRed
            return view
        }

        """

    /// A table cell XIB whose content view holds an orange view filling it.
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="badge" id="cell" customClass="BadgeCell" customModule="Badges">
                    <rect key="frame" x="0.0" y="0.0" width="30" height="15"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="15"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="fill">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="15"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """

    /// One scene: a plain controller whose view is system teal.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                <color key="backgroundColor" systemColor="systemTealColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemTealColor">
                    <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>

        """

    static let brand = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x20", "green": "0x40", "blue": "0x60", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0.800", "green": "0.600", "blue": "0.400", "alpha": "1.000"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """

    static let moon = """
        {"images": [{"idiom": "universal", "filename": "moon@3x.png", "scale": "3x"},
                    {"idiom": "universal", "filename": "moon-dark@3x.png", "scale": "3x", "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
         "info": {"author": "xcode", "version": 1}}
        """

    static let star = """
        {"images": [{"idiom": "universal", "filename": "star@3x.png", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "template"}}
        """

    /// Writes a solid `pixels`-square PNG with ViewLab's encoder.
    static func png(red: CGFloat, green: CGFloat, blue: CGFloat, pixels: Int, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: pixels, height: pixels, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.setFillColor(CGColor(red: red, green: green, blue: blue, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        try PNGEncoder().write(try XCTUnwrap(context.makeImage()), to: url)
    }

    /// The fixture package in a new folder.
    static func makePackage() throws -> URL {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-resources-pkg")
        let target = package.appendingPathComponent("Sources/Badges")
        let resources = target.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("Icons"), withIntermediateDirectories: true)
        try LiveFixtures.write(manifest, to: "Package.swift", in: package)
        try LiveFixtures.write(sources, to: "Badges.swift", in: target)
        try LiveFixtures.write(cell, to: "BadgeCell.xib", in: target)
        try LiveFixtures.write(storyboard, to: "Panel.storyboard", in: resources)
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try LiveFixtures.write("\"badge.title\" = \"New badges\";\n", to: "en.lproj/Localizable.strings", in: resources)
        // `.process("Resources")` flattens Icons/ into the bundle's top level.
        try png(red: 1, green: 0, blue: 0, pixels: 30, to: resources.appendingPathComponent("Icons/dot.png"))
        try png(red: 1, green: 1, blue: 0, pixels: 60, to: resources.appendingPathComponent("Icons/dot@2x.png"))
        try png(red: 0, green: 0, blue: 1, pixels: 90, to: resources.appendingPathComponent("Icons/dot@3x.png"))
        let catalog = resources.appendingPathComponent("Media.xcassets")
        for set in ["Glyphs/star.imageset", "Glyphs/moon.imageset", "Brand.colorset", "Broken.colorset"] {
            try FileManager.default.createDirectory(
                at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        try LiveFixtures.write(star, to: "Glyphs/star.imageset/Contents.json", in: catalog)
        try png(
            red: 1, green: 1, blue: 1, pixels: 90,
            to: catalog.appendingPathComponent("Glyphs/star.imageset/star@3x.png"))
        try LiveFixtures.write(moon, to: "Glyphs/moon.imageset/Contents.json", in: catalog)
        try png(
            red: 1, green: 0, blue: 0, pixels: 180,
            to: catalog.appendingPathComponent("Glyphs/moon.imageset/moon@3x.png"))
        try png(
            red: 0, green: 0, blue: 1, pixels: 180,
            to: catalog.appendingPathComponent("Glyphs/moon.imageset/moon-dark@3x.png"))
        try LiveFixtures.write(brand, to: "Brand.colorset/Contents.json", in: catalog)
        try LiveFixtures.write("{\"colors\": [", to: "Broken.colorset/Contents.json", in: catalog)
        // `.copy("BadgeKit.bundle")`: kept whole, reached through `Bundle(for:)`.
        let kit = target.appendingPathComponent("BadgeKit.bundle")
        try png(red: 0.5, green: 0, blue: 0.5, pixels: 90, to: kit.appendingPathComponent("ring@3x.png"))
        try LiveFixtures.write("kit\n", to: "notes.txt", in: kit)
        // Fonts: two DejaVu Serif faces (installed by Scripts/setup.sh, outside ViewLab's families).
        for face in ["DejaVuSerif-Bold.ttf", "DejaVuSerif.ttf"] {
            let system = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/\(face)")
            guard FileManager.default.fileExists(atPath: system.path) else {
                throw XCTSkip("\(system.path) is not installed")
            }
            try FileManager.default.createDirectory(
                at: resources.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: system, to: resources.appendingPathComponent("Fonts/\(face)"))
        }
        return package
    }

    func testResourcesOfAPackageLoadAsOnIOS() throws {
        let package = try Self.makePackage()
        let out = try ViewLabBinary.temporaryDirectory("viewlab-resources-out")
        let result = try ViewLabBinary.run(
            [
                "export", "--package", package.path, "--out", out.path, "--jobs", "1",
                "--appearance", "light,dark",
            ], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Badges/Checks.light-portrait.png"), x: 30, y: 30),
            [0x34, 0xC7, 0x59], result.stderr)
        for (variant, green) in [("light", [UInt8]([0x34, 0xC7, 0x59])), ("dark", [0x30, 0xD1, 0x58])] {
            XCTAssertEqual(
                try colour(out.appendingPathComponent("Badges/Fonts.\(variant)-portrait.png"), x: 30, y: 30), green,
                "fonts registered once per process")
        }
        let light = out.appendingPathComponent("Badges/Badges.light-portrait.png")
        XCTAssertEqual(try colour(light, x: 15, y: 15), [0, 0, 255], "dot@3x.png on a 3× screen, from Bundle.module")
        XCTAssertEqual(try colour(light, x: 45, y: 15), [0x34, 0xC7, 0x59], "a template image set, tinted")
        XCTAssertEqual(try colour(light, x: 15, y: 45), [0x20, 0x40, 0x60], "the colour set, light")
        XCTAssertEqual(try colour(light, x: 45, y: 37), [255, 128, 0], "the XIB cell, dequeued")
        XCTAssertEqual(try colour(light, x: 45, y: 52), [128, 0, 128], "ring@3x.png from BadgeKit.bundle")
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Badges/Appearance.light-portrait.png"), x: 30, y: 30), [255, 0, 0],
            "an image set, light")
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Badges/Appearance.dark-portrait.png"), x: 30, y: 30), [0, 0, 255],
            "its dark variant")
        let dark = out.appendingPathComponent("Badges/Badges.dark-portrait.png")
        XCTAssertEqual(try colour(dark, x: 15, y: 45), [204, 153, 102], "the colour set's dark appearance")
    }

    /// The shell: a file loaded with `:load` is in a bundle of its own whose entries are the files
    /// next to it, so `Bundle(for:)` of its class reaches a `.bundle` folder beside it — and a
    /// missing resource is nil. Without a manifest, `SWIFT_PACKAGE` is not defined.
    func testLoadedFileReachesItsNeighboursThroughBundleForClass() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-resources-load")
        try Self.png(red: 0, green: 0, blue: 1, pixels: 180, to: folder.appendingPathComponent("Kit.bundle/dot@3x.png"))
        let source = try LiveFixtures.write(
            """
            import UIKit

            final class Dot: UIImageView {
                static var kit: Bundle? {
                    Bundle(for: Dot.self).url(forResource: "Kit", withExtension: "bundle").flatMap(Bundle.init(url:))
                }
                static var inPackage: Bool {
                    #if SWIFT_PACKAGE
                    return true
                    #else
                    return false
                    #endif
                }
                convenience init() {
                    self.init(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                    let missing = UIImage(named: "nothing", in: Dot.kit, compatibleWith: nil) == nil && Dot.kit?.url(forResource: "nothing", withExtension: "png") == nil
                    image = missing && !Dot.inPackage ? UIImage(named: "dot", in: Dot.kit, compatibleWith: nil) : nil
                }
            }

            """, to: "Dot.swift", in: folder)
        let png = folder.appendingPathComponent("out.png")
        let result = try LiveFixtures.loadAndExport(source, construct: "Dot()", to: png)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try colour(png, x: 30, y: 30), [0, 0, 255], result.stdout + result.stderr)
    }
}
