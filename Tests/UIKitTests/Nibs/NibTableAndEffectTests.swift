import TestSupport
@testable import UIKit
import XCTest

/// A XIB with a blurred backdrop and a table (an alert's card, in our own words):
/// `<visualEffectView>` with `<blurEffect style="dark"/>` and its `<view key="contentView">`, and a
/// grouped `<tableView>` with its row height, no separators, and `dataSource`/`delegate` outlets
/// to File's Owner.
@MainActor
final class NibTableAndEffectTests: XCTestCase {
    final class CardOwner: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.backgroundColor = .systemGreen
            return cell
        }
    }

    static let card = NibFixture.document(
        """
                <view contentMode="scaleToFill" id="card-root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                    <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="card-blur">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="card-blur-content">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="card-title">
                                        <rect key="frame" x="10" y="10" width="100" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                            <blurEffect style="dark"/>
                        </visualEffectView>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="none" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="card-table">
                            <rect key="frame" x="0.0" y="100" width="300" height="200"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <connections>
                                <outlet property="dataSource" destination="-1" id="card-ds"/>
                                <outlet property="delegate" destination="-1" id="card-dl"/>
                            </connections>
                        </tableView>
                    </subviews>
                </view>
        """)

    func testABlurredBackdropAndAGroupedTableFromAXIB() async throws {
        let owner = CardOwner()
        let nib = UINib(data: Data(Self.card.utf8), bundle: nil)
        XCTAssertNil(nib.loadError)
        let root = try XCTUnwrap(nib.instantiate(withOwner: owner, options: nil).first as? UIView)
        let blur = try XCTUnwrap(root.subviews.first as? UIVisualEffectView)
        XCTAssertEqual((blur.effect as? UIBlurEffect)?.style, .dark)
        XCTAssertEqual((blur.contentView.subviews.first as? UILabel)?.text, "Title", "the label is in the content view")
        let table = try XCTUnwrap(root.subviews.last as? UITableView)
        XCTAssertEqual(table.style, .grouped)
        XCTAssertEqual(table.separatorStyle, .none)
        XCTAssertEqual(table.rowHeight, 60)
        XCTAssertTrue(table.dataSource === owner)

        let window = makeWindow()
        window.addSubview(root)
        let image = try renderTurn(window)
        let firstRow = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(firstRow.frame.height, 60)
        let center = firstRow.convert(CGPoint(x: firstRow.bounds.midX, y: firstRow.bounds.midY), to: window)
        let drawn = pixel(image, center, scale: window.screen.scale)
        XCTAssertGreaterThan(drawn.green, 150, "the owner's green row is drawn in the nib's table")
        XCTAssertLessThan(drawn.red, 120)
    }
}
