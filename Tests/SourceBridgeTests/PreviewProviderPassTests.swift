@testable import SourceBridge
import XCTest

/// A `PreviewProvider` becomes a `#Preview` of its `previews` (Xcode finds providers by their
/// conformance), named by `previewDisplayName` or the type without `_Previews`, sized by
/// `previewLayout`, inside the `#if` it is declared in.
final class PreviewProviderPassTests: XCTestCase {
    func testAProviderBecomesANamedPreviewWithItsLayoutAtItsLine() {
        let source = """
            import SwiftUI

            struct Ring_Previews: PreviewProvider {
                static var previews: some View {
                    UIViewPreview { Ring() }
                        .previewLayout(.fixed(width: 100, height: 60))
                }
            }
            """
        let text = bridged(source).files[0].compiledText
        XCTAssertTrue(
            text.contains(
                "#sourceLocation(file: \"/src/View.swift\", line: 3)\n#Preview(\"Ring\", traits: .fixedLayout(width:100,height:60)) { Ring_Previews.previews }"
            ), text)
    }

    func testTheDisplayNameSizeThatFitsAndTheIfClauseAreKept() {
        let source = """
            #if DEBUG
            enum Outer {
                struct Card: SwiftUI.PreviewProvider {
                    static var previews: some View { Text("x").previewLayout(.sizeThatFits).previewDisplayName("Small card") }
                }
            }
            #endif
            """
        let text = bridged(source).files[0].compiledText
        XCTAssertTrue(
            text.contains(
                "#if DEBUG\n#sourceLocation(file: \"/src/View.swift\", line: 3)\n#Preview(\"Small card\", traits: .sizeThatFitsLayout) { Outer.Card.previews }\n#endif"
            ),
            text)
    }

    func testAProviderInAnElseClauseAndOtherConformancesAreLeftAlone() {
        let source = """
            #if os(macOS)
            #else
            struct A_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            #endif
            struct B: View { var body: some View { EmptyView() } }
            """
        XCTAssertFalse(bridged(source).files[0].compiledText.contains("#Preview"))
    }
}
