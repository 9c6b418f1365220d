import Foundation
@_spi(ViewLab) import UIKit
import XCTest

/// `UINib` and `Bundle.loadNibNamed` on hand-written XIBs: each supported element gets its class,
/// frame and properties; constraints, colours, fonts, outlets, actions, runtime attributes; the
/// order of nib loading (`init(coder:)` → outlets → `awakeFromNib`); one-line errors with lines.
@MainActor
final class NibLoadingTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            NibShopCardView.registerSelectors()
            NibOwner.registerSelectors()
        }
    }

    static let controls = """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fresh figs" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-aaa">
                            <rect key="frame" x="16" y="10" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                            <color key="textColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-01-aaa">
                            <rect key="frame" x="16" y="40" width="100" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Buy"/>
                        </button>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" id="img-01-aaa">
                            <rect key="frame" x="130" y="40" width="44" height="44"/>
                        </imageView>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" id="stk-01-aaa">
                            <rect key="frame" x="16" y="100" width="200" height="60"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="One" id="stl-01-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="26"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Two" id="stl-02-aaa">
                                    <rect key="frame" x="0.0" y="34" width="40" height="26"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </stackView>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="swt-01-aaa">
                            <rect key="frame" x="16" y="170" width="51" height="31"/>
                            <color key="onTintColor" systemColor="systemGreenColor"/>
                        </switch>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="0.0" maxValue="2" id="sld-01-aaa">
                            <rect key="frame" x="14" y="210" width="204" height="31"/>
                        </slider>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="txt-01-aaa">
                            <rect key="frame" x="16" y="250" width="200" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="seg-01-aaa">
                            <rect key="frame" x="16" y="290" width="200" height="32"/>
                            <segments>
                                <segment title="Day"/>
                                <segment title="Week"/>
                                <segment title="Month"/>
                            </segments>
                        </segmentedControl>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" animating="YES" style="large" id="act-01-aaa">
                            <rect key="frame" x="230" y="40" width="37" height="37"/>
                        </activityIndicatorView>
                        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.75" id="prg-01-aaa">
                            <rect key="frame" x="16" y="330" width="200" height="4"/>
                            <color key="progressTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </progressView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <point key="canvasLocation" x="132" y="-11"/>
                </view>
        """

    func testEveryElementLoadsWithItsClassFrameAndProperties() async throws {
        let nib = NibFixture.nib(
            Self.controls,
            resources: """
                        <image name="star.fill" catalog="system" width="128" height="116"/>
                        <systemColor name="systemBackgroundColor">
                            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </systemColor>
                """)
        XCTAssertNil(nib.loadError)
        let objects = nib.instantiate(withOwner: nil, options: nil)
        XCTAssertEqual(objects.count, 1)
        let root = try XCTUnwrap(objects.first as? UIView)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(root.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertTrue(
            root.translatesAutoresizingMaskIntoConstraints, "IB leaves top-level views translating their mask")
        XCTAssertEqual(
            root.subviews.map { "\(type(of: $0))" },
            [
                "UILabel", "UIButton", "UIImageView", "UIStackView", "UISwitch", "UISlider", "UITextField",
                "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView",
            ])

        let label = try XCTUnwrap(root.subviews[0] as? UILabel)
        XCTAssertEqual(label.text, "Fresh figs")
        XCTAssertEqual(label.frame, CGRect(x: 16, y: 10, width: 200, height: 21))
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.numberOfLines, 2)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.contentMode, .left)
        XCTAssertEqual(label.font.pointSize, 20)
        XCTAssertEqual(label.font, UIFont.boldSystemFont(ofSize: 20))
        XCTAssertEqual(label.textColor.cgColor.components, [1, 0.5, 0, 1])

        let button = try XCTUnwrap(root.subviews[1] as? UIButton)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.title(for: .normal), "Buy")
        XCTAssertEqual(button.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])

        let image = try XCTUnwrap(root.subviews[2] as? UIImageView)
        XCTAssertNotNil(image.image, "star.fill is a system symbol")
        XCTAssertEqual(image.contentMode, .scaleAspectFit)
        XCTAssertTrue(image.clipsToBounds)

        let stack = try XCTUnwrap(root.subviews[3] as? UIStackView)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.spacing, 8)
        XCTAssertEqual(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }, ["One", "Two"])
        XCTAssertEqual((stack.arrangedSubviews[0] as? UILabel)?.font, UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual((stack.arrangedSubviews[1] as? UILabel)?.font, UIFont.systemFont(ofSize: 15, weight: .semibold))

        let toggle = try XCTUnwrap(root.subviews[4] as? UISwitch)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(toggle.contentHuggingPriority(for: .horizontal).rawValue, 750)
        XCTAssertEqual(toggle.onTintColor, UIColor.systemGreen)

        let slider = try XCTUnwrap(root.subviews[5] as? UISlider)
        XCTAssertEqual([slider.minimumValue, slider.maximumValue, slider.value], [0, 2, 0.25])

        let field = try XCTUnwrap(root.subviews[6] as? UITextField)
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(field.borderStyle, .roundedRect)
        XCTAssertEqual(field.font?.pointSize, 14)

        let segments = try XCTUnwrap(root.subviews[7] as? UISegmentedControl)
        XCTAssertEqual(segments.numberOfSegments, 3)
        XCTAssertEqual(segments.titleForSegment(at: 2), "Month")
        XCTAssertEqual(segments.selectedSegmentIndex, 1)

        let spinner = try XCTUnwrap(root.subviews[8] as? UIActivityIndicatorView)
        XCTAssertEqual(spinner.style, .large)
        XCTAssertTrue(spinner.isAnimating)

        let progress = try XCTUnwrap(root.subviews[9] as? UIProgressView)
        XCTAssertEqual(progress.progress, 0.75)
        XCTAssertEqual(progress.progressTintColor?.cgColor.components, [0, 1])

        let light = root.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = root.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(
            light?.cgColor.components,
            UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor
                .components)
        XCTAssertNotEqual(
            light?.cgColor.components, dark?.cgColor.components, "a system colour from a XIB stays dynamic")
    }

    func testColourSpacesOfTheColourElement() async throws {
        let nib = NibFixture.nib(
            """
                    <view contentMode="scaleToFill" id="col-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="col-01-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                            </view>
                            <view contentMode="scaleToFill" id="col-02-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="0.5" colorSpace="calibratedRGB"/>
                            </view>
                            <view contentMode="scaleToFill" id="col-03-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                <color key="backgroundColor" white="0.25" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            <view contentMode="scaleToFill" id="col-04-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                <color key="backgroundColor" name="Brand"/>
                            </view>
                        </subviews>
                    </view>
            """,
            resources: """
                        <namedColor name="Brand">
                            <color red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                """)
        let root = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UIView)
        let colors = root.subviews.map { $0.backgroundColor }
        XCTAssertEqual(colors[0], UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(colors[1]?.cgColor.components, [0.2, 0.4, 0.6, 0.5])
        XCTAssertEqual(colors[2]?.cgColor.components, [0.25, 1])
        XCTAssertEqual(
            colors[3]?.cgColor.components, [0, 0.5, 1, 1],
            "an asset colour the catalog lacks falls back to the document's namedColor")
    }

    func testConstraintsWithPrioritiesMultipliersAndTheSafeArea() async throws {
        let nib = NibFixture.nib(
            """
                    <view contentMode="scaleToFill" id="cst-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cst-01-aaa">
                                <rect key="frame" x="16" y="20" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" secondItem="cst-01-aaa" secondAttribute="width" multiplier="0.5" id="c4"/>
                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="500" priority="250" id="c5"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="cst-sa-aaa"/>
                        <constraints>
                            <constraint firstItem="cst-01-aaa" firstAttribute="leading" secondItem="cst-sa-aaa" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="cst-01-aaa" firstAttribute="top" secondItem="cst-00-aaa" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="cst-01-aaa" firstAttribute="width" secondItem="cst-00-aaa" secondAttribute="width" multiplier="1:3" id="c3"/>
                        </constraints>
                    </view>
            """)
        let root = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UIView)
        let child = root.subviews[0]
        // IB stores a constraint on the nearest common ancestor of its items (a size constraint
        // on the view itself, a missing firstItem meaning that view), where activation puts it.
        XCTAssertEqual(root.constraints.count, 3)
        XCTAssertEqual(child.constraints.count, 2)
        XCTAssertEqual(root.constraints[2].multiplier, 1.0 / 3.0, accuracy: 1e-9)
        XCTAssertTrue(root.constraints[0].secondItem === root.safeAreaLayoutGuide)
        XCTAssertTrue(child.constraints[0].firstItem === child)
        XCTAssertEqual(child.constraints[0].multiplier, 0.5)
        XCTAssertEqual(child.constraints.map { $0.priority.rawValue }, [1000, 250])
        XCTAssertEqual(child.constraints[1].relation, .greaterThanOrEqual)
        XCTAssertEqual(child.constraints[1].constant, 500)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 16, y: 20, width: 100, height: 50))
    }

    /// A constraint marked "Remove at build time" (`placeholder="YES"`) is not in the loaded view:
    /// the sheet's card keeps to the bottom its code-free constraints give it, where the
    /// placeholder centring (required) would have pulled it to the middle.
    func testPlaceholderConstraintsAreRemovedAtBuildTime() async throws {
        let nib = NibFixture.nib(
            """
                    <view contentMode="scaleToFill" id="plc-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plc-01-aaa">
                                <rect key="frame" x="0" y="150" width="300" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="p1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="plc-01-aaa" firstAttribute="centerY" secondItem="plc-00-aaa" secondAttribute="centerY" placeholder="YES" id="p2"/>
                            <constraint firstItem="plc-01-aaa" firstAttribute="leading" secondItem="plc-00-aaa" secondAttribute="leading" id="p3"/>
                            <constraint firstItem="plc-01-aaa" firstAttribute="trailing" secondItem="plc-00-aaa" secondAttribute="trailing" id="p4"/>
                            <constraint firstItem="plc-00-aaa" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="plc-01-aaa" secondAttribute="bottom" constant="8" id="p5"/>
                            <constraint firstItem="plc-01-aaa" firstAttribute="bottom" secondItem="plc-00-aaa" secondAttribute="bottom" priority="750" id="p6"/>
                        </constraints>
                    </view>
            """)
        let root = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UIView)
        let card = root.subviews[0]
        XCTAssertEqual(root.constraints.count, 4, "the placeholder is left out")
        XCTAssertFalse(root.constraints.contains { $0.firstAttribute == .centerY })
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 292, width: 300, height: 100), "at the bottom, 8 pt above it")
    }

    /// A system button whose touch-up-inside sends `buy:` to File's Owner.
    static func buyButton(id: String, x: Int, title: String) -> String {
        """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)">
                            <rect key="frame" x="\(x)" y="40" width="60" height="30"/>
                            <state key="normal" title="\(title)"/>
                            <connections>
                                <action selector="buy:" destination="-1" eventType="touchUpInside" id="act-\(id)"/>
                            </connections>
                        </button>
        """
    }

    func testInitWithCoderThenOutletsThenAwakeFromNibInUIKitsOrder() async throws {
        NibShopCardView.journal = []
        let owner = NibOwner()
        UIView.lifecycleLog.clear()
        let nib = NibFixture.nib(
            """
                    <view contentMode="scaleToFill" id="card-00-aa" customClass="NibShopCardView" customModule="UIKitTests">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="120"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="card-01-aa">
                                <rect key="frame" x="8" y="8" width="64" height="64"/>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Figs" id="card-02-aa">
                                <rect key="frame" x="80" y="8" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            \(Self.buyButton(id: "card-03-aa", x: 80, title: "Buy"))
                            \(Self.buyButton(id: "card-04-aa", x: 150, title: "Gift"))
                        </subviews>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="12"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadiusValue">
                                <real key="value" value="6.5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="tintColor">
                                <color key="value" systemColor="systemPinkColor"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                        <connections>
                            <outlet property="iconView" destination="card-01-aa" id="o-1"/>
                            <outlet property="titleLabel" destination="card-02-aa" id="o-2"/>
                            <outletCollection property="buttons" destination="card-03-aa" collectionClass="NSMutableArray" id="o-3"/>
                            <outletCollection property="buttons" destination="card-04-aa" collectionClass="NSMutableArray" id="o-4"/>
                        </connections>
                    </view>
            """)
        let cards = nib.instantiate(withOwner: owner, options: nil)
        let card = try XCTUnwrap(cards.first as? NibShopCardView)
        XCTAssertEqual(
            NibShopCardView.journal,
            [
                "init(coder:) iconView=nil subviews=4 frame=240.0x120.0",
                "awakeFromNib iconView=set title=Figs buttons=2 radius=6.5",
            ])
        XCTAssertTrue(card.iconView === card.subviews[0])
        XCTAssertEqual(card.buttons.map { $0.title(for: .normal) }, ["Buy", "Gift"])
        XCTAssertEqual(card.layer.cornerRadius, 12)
        XCTAssertTrue(card.layer.masksToBounds)
        XCTAssertEqual(card.tintColor, UIColor.systemPink)

        card.buttons[1].sendActions(for: .touchUpInside)
        card.buttons[0].sendActions(for: .touchUpInside)
        XCTAssertEqual(owner.bought, ["Gift", "Buy"])

        let steps = UIView.lifecycleLog.events.filter { [.initWithCoder, .outlet, .awakeFromNib].contains($0.kind) }
        XCTAssertEqual(
            steps.map { "\($0.kind.title) \($0.viewName)" },
            [
                "init(coder:) UIImageView", "init(coder:) UILabel", "init(coder:) UIButton", "init(coder:) UIButton",
                "init(coder:) NibShopCardView",
                "outlet NibShopCardView.iconView", "outlet NibShopCardView.titleLabel",
                "outlet NibShopCardView.buttons",
                "awakeFromNib UIImageView", "awakeFromNib UILabel", "awakeFromNib UIButton", "awakeFromNib UIButton",
                "awakeFromNib NibShopCardView",
            ])

        // Decoded once, instantiated many times: fresh objects each time.
        let again = try XCTUnwrap(nib.instantiate(withOwner: owner).first as? NibShopCardView)
        XCTAssertFalse(again === card)
        XCTAssertFalse(again.iconView === card.iconView)
    }

    func testFilesOwnerOutletAndLoadNibNamedFromAResourceFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = NibFixture.document(
            """
                    <view contentMode="scaleToFill" id="own-00-aa">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="40"/>
                    </view>
            """
        ).replacingOccurrences(
            of: "userLabel=\"File's Owner\"/>",
            with: """
                userLabel="File's Owner" customClass="NibOwner" customModule="UIKitTests">
                            <connections>
                                <outlet property="card" destination="own-00-aa" id="o-9"/>
                            </connections>
                        </placeholder>
                """)
        try Data(text.utf8).write(to: folder.appendingPathComponent("OwnedCard.xib"))
        UIImage.registerResourceDirectory(folder)
        let owner = NibOwner()
        let objects = try XCTUnwrap(Bundle.main.loadNibNamed("OwnedCard", owner: owner, options: nil))
        XCTAssertEqual(objects.count, 1)
        XCTAssertTrue(owner.card === objects[0] as AnyObject)
        XCTAssertEqual(owner.card?.frame.size, CGSize(width: 50, height: 40))
        XCTAssertNil(Bundle.main.loadNibNamed("NoSuchNib", owner: nil))
        XCTAssertTrue(
            UIView.recentDiagnostics.last?.message.hasPrefix("Could not load NIB in bundle: no NoSuchNib.xib") == true)
    }

    func testUnknownCustomClassFallsBackToTheElementClassWithUIKitsMessage() async throws {
        let nib = NibFixture.nib(
            """
                    <label opaque="NO" contentMode="left" text="Hi" id="unk-00-aa" customClass="NoSuchLabel" customModule="Nowhere">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                    </label>
            """)
        let label = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UILabel)
        XCTAssertTrue(type(of: label) == UILabel.self)
        XCTAssertEqual(label.text, "Hi")
        XCTAssertEqual(
            UIView.recentDiagnostics.last?.message,
            "Unknown class NoSuchLabel in Interface Builder file <data> (line 12); using UILabel")
    }

    /// Interface Builder's picker elements: `<pickerView>` and `<datePicker datePickerMode="date"
    /// style="wheels" minuteInterval="15">`.
    func testPickersLoadWithTheirModeStyleAndInterval() async throws {
        let nib = NibFixture.nib(
            """
                    <view contentMode="scaleToFill" id="pck-00-aa">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <pickerView contentMode="scaleToFill" id="pck-01-aa">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                            </pickerView>
                            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" minuteInterval="15" id="pck-02-aa">
                                <rect key="frame" x="0.0" y="220" width="320" height="216"/>
                            </datePicker>
                        </subviews>
                    </view>
            """)
        let root = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UIView)
        XCTAssertTrue(root.subviews[0] is UIPickerView)
        let picker = try XCTUnwrap(root.subviews[1] as? UIDatePicker)
        XCTAssertEqual(picker.datePickerMode, .date)
        XCTAssertEqual(picker.preferredDatePickerStyle, .wheels)
        XCTAssertEqual(picker.minuteInterval, 15)
        XCTAssertEqual(picker.frame, CGRect(x: 0, y: 220, width: 320, height: 216))
    }

    func testMalformedAndUnsupportedDocumentsGiveOneLineErrorsWithLines() async {
        let view = """
                    <view contentMode="scaleToFill" id="err-00-aa">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="40"/>
                        <subviews>
                            <mapView clipsSubviews="YES" contentMode="scaleToFill" id="tbl-00-aa"/>
                        </subviews>
                    </view>
            """
        XCTAssertEqual(
            NibFixture.error(NibFixture.document(view)),
            "Bad.xib:15: error: unsupported element <mapView> in <subviews> (supported: placeholders and activityIndicatorView, button, collectionReusableView, collectionView, collectionViewCell, datePicker, imageView, label, pageControl, pickerView, progressView, scrollView, segmentedControl, slider, stackView, stepper, switch, tableView, tableViewCell, textField, view, visualEffectView)"
        )
        let malformed = NibFixture.document(
            "<view id=\"m\">\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\">\n</view>")
        let message = NibFixture.error(malformed) ?? ""
        XCTAssertEqual(
            message, "Bad.xib:14: error: malformed XML (closing tag does not match the open element)",
            "libxml2 finds the unclosed <rect> at </view>")
        XCTAssertFalse(message.contains("\n"))
        XCTAssertEqual(
            NibFixture.error(NibFixture.document("<label text=\"x\" textAlignment=\"middle\" id=\"e\"/>")),
            "Bad.xib:12: error: <label> textAlignment=\"middle\" is not one of center, justified, left, natural, right")
        XCTAssertEqual(
            NibFixture.error(
                NibFixture.document(
                    "<view id=\"e\"><connections><outlet property=\"x\" destination=\"zzz\" id=\"c\"/></connections></view>"
                )),
            "Bad.xib:12: error: connection to unknown object id 'zzz'")
        XCTAssertEqual(
            NibFixture.error(
                NibFixture.document(
                    "<view id=\"e\"><color key=\"backgroundColor\" systemColor=\"systemMauveColor\"/></view>")),
            "Bad.xib:12: error: unknown system colour 'systemMauveColor'")
        XCTAssertEqual(
            NibFixture.error(NibFixture.document("<viewController id=\"vc\"/>")),
            "Bad.xib:12: error: unsupported element <viewController> in <objects> (supported: placeholders and activityIndicatorView, button, collectionReusableView, collectionView, collectionViewCell, datePicker, imageView, label, pageControl, pickerView, progressView, scrollView, segmentedControl, slider, stackView, stepper, switch, tableView, tableViewCell, textField, view, visualEffectView)"
        )
        XCTAssertEqual(
            NibFixture.error(
                NibFixture.document("").replacingOccurrences(of: "CocoaTouch.XIB", with: "CocoaTouch.Storyboard.XIB")),
            "Bad.xib:2: error: a storyboard is not a nib: load it with UIStoryboard(name:bundle:)")
        XCTAssertEqual(NibFixture.error(""), "Bad.xib:1: error: not an XML document")
        let broken = UINib(data: Data("<document".utf8), bundle: nil)
        XCTAssertEqual(broken.instantiate(withOwner: nil).count, 0)
        XCTAssertEqual(broken.loadError, "<data>:1: error: malformed XML ('>' expected)")
    }
}
