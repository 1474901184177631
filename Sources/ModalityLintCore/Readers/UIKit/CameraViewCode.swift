/// Whether a UIKit view controller shows a live camera view: the immersive content that
/// Apple's guidance names for a full-screen modal ("videos, photos, or camera views").
///
/// The sign is AVFoundation's preview layer, `AVCaptureVideoPreviewLayer`, which is how a
/// screen shows what the camera sees: made or kept in the controller's own code (and its
/// superclasses' in the run), or in a view of the run the controller keeps in a property
/// (Apple's `PreviewView`, whose `layerClass` is the preview layer). A capture session with no
/// preview layer (a scanner that shows nothing) is not a camera view, and a controller that
/// only names another controller that has one is not either: only what the screen itself
/// holds.
///
/// A code scanner is not a camera view in this sense: a controller whose code reads machine
/// codes from the capture (`AVCaptureMetadataOutput`: QR codes, barcodes) aims the camera for
/// a moment and closes when it finds one, a short and simple task that the guidance gives to
/// a sheet.
///
/// This states a fact (the screen shows camera content); it never closes one, so reading
/// less only keeps `modal-style-fit` silent. Linear in the tokens of the types read, and
/// nothing at all in an app whose code never names the preview layer.
enum CameraViewCode {
    static let previewLayerClass = "AVCaptureVideoPreviewLayer"
    static let codeReaderClass = "AVCaptureMetadataOutput"

    /// Where the controller `name` (or a view it keeps) uses the preview layer, or nil.
    static func previewPlace(ofClass name: String, index: CodeIndex) -> CodeLocation? {
        // Most apps never name the preview layer: one lookup in the index's name counts.
        guard index.isReferenced(name: previewLayerClass) else { return nil }
        let chain = index.lookupChain(of: name).filter { !CodeIndexSceneCode.isSystemClass($0) }
        if chain.contains(where: { firstUse(of: codeReaderClass, in: $0, index: index) != nil }) { return nil }
        for type in chain {
            if let place = firstUse(of: previewLayerClass, in: type, index: index) { return place }
        }
        // One level down: the views the controller keeps, when they are the run's own classes.
        var asked: Set<String> = Set(chain)
        for type in chain {
            for property in index.properties(of: type) where !property.isStatic {
                guard let viewType = property.bareTypeName, asked.insert(viewType).inserted,
                      index.type(named: viewType) != nil, index.isSubclass(viewType, of: "UIView"),
                      firstUse(of: previewLayerClass, in: viewType, index: index) != nil
                        || usedInDeclarations(of: viewType, index: index) else { continue }
                return CodeLocation(file: property.file, span: property.nameSpan, language: index.files[property.file].language)
            }
        }
        return nil
    }

    /// Whether the preview layer is named anywhere in the declarations of the view `type`:
    /// its computed properties too (`override class var layerClass: AnyClass {
    /// AVCaptureVideoPreviewLayer.self }`), which are not methods of the index.
    private static func usedInDeclarations(of type: String, index: CodeIndex) -> Bool {
        for declaration in index.declarations(named: type) {
            guard let body = SwiftUIViewTypes.declaration(of: declaration, index: index)?.body else { continue }
            let reader = CodeBodyReader(index: index, file: declaration.file)
            if body.contains(where: { reader.tokens[$0].kind == .identifier && reader.text($0) == previewLayerClass }) { return true }
        }
        return false
    }

    /// The first use of the class `used` in the live methods and the properties of `type`
    /// itself (not its superclasses).
    private static func firstUse(of used: String, in type: String, index: CodeIndex) -> CodeLocation? {
        for property in index.properties(of: type) where property.typeName?.contains(used) == true {
            return CodeLocation(file: property.file, span: property.nameSpan, language: index.files[property.file].language)
        }
        for method in index.methods(of: type) where !index.deadCode.methods.contains(method.id) {
            guard let body = method.body else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in body where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset)
                && reader.text(offset) == used {
                return CodeLocation(file: method.file, span: reader.tokens[offset].span, language: reader.file.language)
            }
        }
        return nil
    }
}
