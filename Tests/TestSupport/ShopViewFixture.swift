import Foundation

/// The tutorials' XIB-backed view, written as a learner writes it for Xcode: `ShopView.swift`
/// (`@IBOutlet`s, `loadNibNamed`, `awakeFromNib`, a `#Preview`) and `ShopView.xib` in Xcode's
/// format. Used from outside the repository by the shell and `export --package` tests.
public enum ShopViewFixture {
    public static let swift = """
        import UIKit

        final class ShopView: UIView {
            @IBOutlet weak var iconView: UIImageView!
            @IBOutlet weak var titleLabel: UILabel!

            static func shopView() -> ShopView {
                Bundle.main.loadNibNamed("ShopView", owner: nil)?.first as! ShopView
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                print("ShopView.init(coder:) iconView is \\(iconView == nil ? "nil" : "set")")
            }

            override func awakeFromNib() {
                super.awakeFromNib()
                print("ShopView.awakeFromNib iconView is \\(iconView == nil ? "nil" : "set"), title \\(titleLabel.text ?? "-")")
                titleLabel.text = "Fresh figs"
            }
        }

        #Preview("Shop", traits: .fixedLayout(width: 240, height: 120)) {
            ShopView.shopView()
        }

        """

    public static let xib = XIBFixture.document(
        """
                    <view contentMode="scaleToFill" id="shp-vw-001" customClass="ShopView" customModule="ShopApp" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" translatesAutoresizingMaskIntoConstraints="NO" id="shp-ic-001">
                                <rect key="frame" x="16" y="28" width="64" height="64"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="64" id="shp-c1-001"/>
                                    <constraint firstAttribute="height" constant="64" id="shp-c2-001"/>
                                </constraints>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Figs" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="shp-lb-001">
                                <rect key="frame" x="96" y="49" width="128" height="22"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="shp-sa-001"/>
                        <color key="backgroundColor" systemColor="systemYellowColor"/>
                        <constraints>
                            <constraint firstItem="shp-ic-001" firstAttribute="leading" secondItem="shp-vw-001" secondAttribute="leading" constant="16" id="shp-c3-001"/>
                            <constraint firstItem="shp-ic-001" firstAttribute="centerY" secondItem="shp-vw-001" secondAttribute="centerY" id="shp-c4-001"/>
                            <constraint firstItem="shp-lb-001" firstAttribute="leading" secondItem="shp-ic-001" secondAttribute="trailing" constant="16" id="shp-c5-001"/>
                            <constraint firstItem="shp-lb-001" firstAttribute="centerY" secondItem="shp-vw-001" secondAttribute="centerY" id="shp-c6-001"/>
                        </constraints>
                        <connections>
                            <outlet property="iconView" destination="shp-ic-001" id="shp-o1-001"/>
                            <outlet property="titleLabel" destination="shp-lb-001" id="shp-o2-001"/>
                        </connections>
                        <point key="canvasLocation" x="138" y="-20"/>
                    </view>
        """,
        resources: """
                        <image name="star.fill" catalog="system" width="128" height="116"/>
                        <systemColor name="systemYellowColor">
                            <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </systemColor>
            """)

    /// Writes both files into `folder`; returns the Swift file's URL.
    @discardableResult
    public static func write(to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swiftFile = folder.appendingPathComponent("ShopView.swift")
        try Data(swift.utf8).write(to: swiftFile)
        try Data(xib.utf8).write(to: folder.appendingPathComponent("ShopView.xib"))
        return swiftFile
    }
}

/// A XIB as Xcode writes it: the `document` element with its device and dependencies, `objects`
/// starting with the File's Owner (`-1`) and First Responder (`-2`) placeholders, then
/// `resources`. The objects start on line 12.
public enum XIBFixture {
    public static func document(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>

        """
    }
}
