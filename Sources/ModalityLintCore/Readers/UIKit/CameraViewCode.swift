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
/// A code scanner is not a camera view in this sense: a controller whose code, or an object
/// of the run it keeps (a scanner view, a `QRReader` helper), reads machine codes from the
/// capture (`AVCaptureMetadataOutput`, Vision's `VNDetectBarcodesRequest`: QR codes, barcodes)
/// aims the camera for a moment and closes when it finds one, a short and simple task that
/// the guidance gives to a sheet.
///
/// This states a fact (the screen shows camera content); it never closes one, so reading
/// less only keeps `modal-style-fit` silent. Each type's use of those classes is gathered
/// once per run (`Uses`, kept by the code index); a controller then costs its superclass
/// chain and its properties.
enum CameraViewCode {
    static let previewLayerClass = "AVCaptureVideoPreviewLayer"
    /// Classes that read machine codes from what the camera sees.
    static let codeReaderClasses: Set<String> = ["AVCaptureMetadataOutput", "VNDetectBarcodesRequest"]

    /// What each type of the run does with the camera classes, by the type's name.
    struct Uses: Sendable {
        /// Where the type's live methods, or its stored properties' types, use the preview layer.
        var preview: [String: CodeLocation] = [:]
        /// Types whose declarations name the preview layer anywhere, computed properties
        /// included (a view's `override class var layerClass`).
        var namesPreview: Set<String> = []
        /// Types whose code reads machine codes from the capture.
        var readsCodes: Set<String> = []

        /// One pass over the run's methods, properties and Swift type declarations; nothing
        /// at all in an app whose code never names the preview layer.
        static func read(_ index: CodeIndex) -> Uses {
            var uses = Uses()
            guard index.isReferenced(name: previewLayerClass) else { return uses }
            for property in index.properties {
                guard let written = property.typeName else { continue }
                let owner = index.types[property.owner].name
                if written.contains(previewLayerClass), uses.preview[owner] == nil {
                    uses.preview[owner] = CodeLocation(file: property.file, span: property.nameSpan, language: index.files[property.file].language)
                }
                if codeReaderClasses.contains(where: written.contains) { uses.readsCodes.insert(owner) }
            }
            for method in index.methods where !index.deadCode.methods.contains(method.id) {
                guard let body = method.body, let owner = method.owner.map({ index.types[$0].name }) else { continue }
                let reader = CodeBodyReader(index: index, file: method.file)
                for offset in body where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset) {
                    let text = reader.text(offset)
                    if text == previewLayerClass, uses.preview[owner] == nil {
                        uses.preview[owner] = CodeLocation(file: method.file, span: reader.tokens[offset].span, language: reader.file.language)
                    } else if codeReaderClasses.contains(text) {
                        uses.readsCodes.insert(owner)
                    }
                }
            }
            for type in index.types where type.language == .swift {
                guard let body = SwiftUIViewTypes.declaration(of: type, index: index)?.body else { continue }
                let reader = CodeBodyReader(index: index, file: type.file)
                for offset in body where reader.tokens[offset].kind == .identifier && !reader.isExcludedFromiOS(offset) {
                    let text = reader.text(offset)
                    if text == previewLayerClass { uses.namesPreview.insert(type.name) }
                    if codeReaderClasses.contains(text) { uses.readsCodes.insert(type.name) }
                }
            }
            return uses
        }
    }

    /// Where the controller `name` (or a view it keeps) uses the preview layer, or nil; nil
    /// too for a code scanner.
    static func previewPlace(ofClass name: String, index: CodeIndex) -> CodeLocation? {
        let uses = index.cameraUses
        guard !uses.preview.isEmpty || !uses.namesPreview.isEmpty else { return nil }
        let chain = index.lookupChain(of: name).filter { !index.isSystemClass($0) }
        // The objects the controller keeps that are the run's own (views, helpers).
        let kept = chain.flatMap { index.properties(of: $0) }.filter { !$0.isStatic }.compactMap { property in
            property.bareTypeName.flatMap { index.type(named: $0) != nil ? (property, $0) : nil }
        }
        if chain.contains(where: uses.readsCodes.contains) || kept.contains(where: { uses.readsCodes.contains($0.1) }) { return nil }
        for type in chain {
            if let place = uses.preview[type] { return place }
        }
        for (property, type) in kept where !chain.contains(type) && index.isSubclass(type, of: "UIView")
            && (uses.preview[type] != nil || uses.namesPreview.contains(type)) {
            return CodeLocation(file: property.file, span: property.nameSpan, language: index.files[property.file].language)
        }
        return nil
    }
}
