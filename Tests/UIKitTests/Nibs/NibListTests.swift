import TestSupport
@testable import UIKit
import XCTest

/// A XIB with a collection view (a tab header's strip): `<collectionView>` with its
/// `<collectionViewFlowLayout key="collectionViewLayout">` (scroll direction, spacing, item size,
/// section inset), its scroll view attributes, `dataSource`/`delegate` outlets to File's Owner,
/// and an outlet to one of the document's constraints (`@IBOutlet var heightConstraint`).
@MainActor
final class NibListTests: XCTestCase {
    final class StripOwner: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var heightConstraint: NSLayoutConstraint?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    override class func setUp() {
        super.setUp()
        SelectorTable.register(StripOwner.self, names: ["setHeightConstraint:"]) { object, selector, arguments in
            guard let owner = object as? StripOwner, selector.name == "setHeightConstraint:" else { return .notFound }
            let constraint: NSLayoutConstraint? = _selectorArgument(arguments, 0, selector)
            MainActor.assumeIsolated { owner.heightConstraint = constraint }
            return .returned(nil)
        }
    }

    func testACollectionViewWithItsFlowLayoutOutletsAndAConstraintOutlet() async throws {
        let withOwnerOutlet = NibFixture.document(
            """
                    <view contentMode="scaleToFill" id="strip-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                        <subviews>
                            <collectionView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceHorizontal="YES" showsHorizontalScrollIndicator="NO" dataMode="none" id="strip-list">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="strip-height"/>
                                </constraints>
                                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" id="strip-layout">
                                    <size key="itemSize" width="70" height="40"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="8" minY="2" maxX="9" maxY="3"/>
                                </collectionViewFlowLayout>
                                <connections>
                                    <outlet property="dataSource" destination="-1" id="strip-ds"/>
                                    <outlet property="delegate" destination="-1" id="strip-dl"/>
                                </connections>
                            </collectionView>
                        </subviews>
                    </view>
            """
        ).replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>"#
                + #"<outlet property="heightConstraint" destination="strip-height" id="strip-hc"/></connections></placeholder>"#
        )
        let nib = UINib(data: Data(withOwnerOutlet.utf8), bundle: nil)
        let owner = StripOwner()
        let root = try XCTUnwrap(nib.instantiate(withOwner: owner).first as? UIView)
        let list = try XCTUnwrap(root.subviews.first as? UICollectionView)
        let layout = try XCTUnwrap(list.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertEqual(layout.scrollDirection, .horizontal)
        XCTAssertEqual(layout.minimumLineSpacing, 4)
        XCTAssertEqual(layout.minimumInteritemSpacing, 6)
        XCTAssertEqual(layout.itemSize, CGSize(width: 70, height: 40))
        XCTAssertEqual(layout.sectionInset, UIEdgeInsets(top: 2, left: 8, bottom: 3, right: 9))
        XCTAssertTrue(list.alwaysBounceHorizontal)
        XCTAssertFalse(list.showsHorizontalScrollIndicator)
        XCTAssertEqual(
            list.backgroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1), "IB's colour, not the default")
        XCTAssertTrue(list.dataSource === owner)
        XCTAssertTrue(list.delegate === owner)
        XCTAssertTrue(owner.heightConstraint?.firstItem === list)
        XCTAssertEqual(owner.heightConstraint?.constant, 60)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let window = makeWindow()
        window.addSubview(root)
        window.runTurn()
        XCTAssertEqual(list.visibleCells.count, 3)
        let second = try XCTUnwrap(list.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        XCTAssertEqual(second.minX, 8 + 70 + 4, "laid out by the nib's flow layout: inset, item, line spacing")
        XCTAssertEqual(second.size, CGSize(width: 70, height: 40))
    }
}
