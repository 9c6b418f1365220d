import CoreGraphics
import Foundation
@_spi(ViewLab) @testable import QuartzCore
import XCTest

/// Each layer property is declared once (`LayerProperty` rows in its class's `LayerPropertyTable`):
/// key-value coding, implicit animations, presentation copies and the property observers all go
/// through the row. Key-value coding reaches every declared property, as on iOS, where every
/// `@property` of a layer is key-value coding compliant (*Core Animation Programming Guide*,
/// "Key-Value Coding Extensions").
final class LayerPropertyTableTests: XCTestCase {
    /// Every stored property whose observers look up their row has one: a property missing from its
    /// table would stop the program the first time it is set. Read from the sources, so a new
    /// property cannot be forgotten.
    func testEveryObservedPropertyHasItsRow() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/QuartzCore")
        let tables: [String: LayerPropertyTable] = [
            "CALayer": CALayer.propertyTable, "CAShapeLayer": CAShapeLayer.propertyTable,
            "CAGradientLayer": CAGradientLayer.propertyTable,
            "CATextLayer": CATextLayer.propertyTable, "CAReplicatorLayer": CAReplicatorLayer.propertyTable,
            "CAEmitterLayer": CAEmitterLayer.propertyTable,
        ]
        let declaration = try NSRegularExpression(pattern: #"willSetProperty\((\w+), newValue\)"#)
        var checked = 0
        for (name, table) in tables {
            let path = try XCTUnwrap(
                FileManager.default.enumerator(atPath: folder.path)?
                    .compactMap { $0 as? String }.first { ($0 as NSString).lastPathComponent == name + ".swift" })
            let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for match in declaration.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let property = String(source[Range(match.range(at: 1), in: source)!])
                XCTAssertNotNil(
                    table.all.first { $0.name == property }, "\(name).\(property) has observers but no row in its table"
                )
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 60, "the observed properties were found in the sources")
    }

    /// Setting an equal value changes nothing (the compositor draws nothing again); a different
    /// one marks the layer, and an animatable one runs its implicit animation once the layer has
    /// been committed.
    func testAnEqualValueChangesNothingAndADifferentOneAnimates() {
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.hasBeenCommitted = true
        let before = layer.changeCount
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(layer.changeCount, before, "an equal colour is no change")
        XCTAssertTrue(layer.animationKeys()?.isEmpty ?? true)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertGreaterThan(layer.changeCount, before)
        XCTAssertEqual(layer.animationKeys(), ["backgroundColor"], "an animatable property animates implicitly")
        layer.isGeometryFlipped = true
        XCTAssertEqual(layer.animationKeys(), ["backgroundColor"], "a property that is not animatable does not")
    }

    /// Key-value coding reaches every declared property, in the loose types Objective-C hands it
    /// (numbers for `CGFloat`, `Float` and `Int`, raw strings for constants), including those it
    /// did not reach before the tables (`contentsScale`, `name`, a text layer's `wrapped`).
    func testKeyValueCodingReachesEveryDeclaredProperty() {
        let layer = CALayer()
        layer.setValue(2, forKey: "contentsScale")
        layer.setValue("card", forKey: "name")
        layer.setValue("resizeAspect", forKey: "contentsGravity")
        layer.setValue(NSNumber(value: 0.25), forKey: "speed")
        layer.setValue(true, forKey: "hidden")
        XCTAssertEqual(layer.contentsScale, 2)
        XCTAssertEqual(layer.name, "card")
        XCTAssertEqual(layer.contentsGravity, .resizeAspect)
        XCTAssertEqual(layer.speed, 0.25)
        XCTAssertTrue(layer.isHidden)
        XCTAssertEqual(layer.value(forKey: "isHidden") as? Bool, true)
        XCTAssertNil(
            layer.value(forKey: "shadowPath"), "an optional property that is nil reads as nil, not as a wrapped nil")
        let text = CATextLayer()
        text.setValue(true, forKey: "wrapped")
        XCTAssertTrue(text.isWrapped)
        let replicator = CAReplicatorLayer()
        replicator.setValue(3.7, forKey: "instanceCount")
        XCTAssertEqual(replicator.instanceCount, 3, "a number becomes an NSInteger rounded down")
        let shape = CAShapeLayer()
        shape.setValue("round", forKey: "lineCap")
        XCTAssertEqual(shape.lineCap, .round)
    }

    /// A presentation copy takes every property its table copies, the subclass's after the base's,
    /// and not `shouldRasterize` (the compositor keeps the bitmap on the model layer).
    func testACopyTakesTheTablesProperties() {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.4
        shape.lineDashPattern = [2, 3]
        shape.contentsScale = 3
        shape.name = "ring"
        shape.shouldRasterize = true
        let copy = CAShapeLayer(layer: shape)
        XCTAssertEqual(copy.strokeEnd, 0.4)
        XCTAssertEqual(copy.lineDashPattern, [2, 3])
        XCTAssertEqual(copy.contentsScale, 3)
        XCTAssertEqual(copy.name, "ring")
        XCTAssertFalse(copy.shouldRasterize)
    }
}
