import Previews
import UIKit

// The benchmark scenes as previews, for `viewlab-bench-catalog render|export` (scenarios 3 and 4).

#Preview("Bench reference") {
    ReferenceScene(usesShadowPath: false).view
}

#Preview("Bench reference shadowPath") {
    ReferenceScene(usesShadowPath: true).view
}

#Preview("Bench tree") {
    TreeScene().view
}
