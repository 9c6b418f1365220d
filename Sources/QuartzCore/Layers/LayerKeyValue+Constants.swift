/// Core Animation's constants as layer key-value types (see `LayerKeyValue`).
extension CALayerContentsGravity: LayerStringConstant {}
extension CALayerContentsFilter: LayerStringConstant {}
extension CALayerCornerCurve: LayerStringConstant {}
extension CAMediaTimingFillMode: LayerStringConstant {}
extension CAShapeLayerFillRule: LayerStringConstant {}
extension CAShapeLayerLineCap: LayerStringConstant {}
extension CAShapeLayerLineJoin: LayerStringConstant {}
extension CAGradientLayerType: LayerStringConstant {}
extension CATextLayerAlignmentMode: LayerStringConstant {}
extension CATextLayerTruncationMode: LayerStringConstant {}
extension CAEmitterLayerEmitterShape: LayerStringConstant {}
extension CAEmitterLayerEmitterMode: LayerStringConstant {}
extension CAEmitterLayerRenderMode: LayerStringConstant {}
extension CACornerMask: LayerOptionSet {}
extension CAEdgeAntialiasingMask: LayerOptionSet {}
