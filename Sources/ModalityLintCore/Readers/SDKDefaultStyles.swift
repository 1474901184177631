/// A presentation that states no style has the default of the SDK the app is built with:
/// full screen before iOS 13, `automatic` (a page sheet) since. Where the app's project
/// says it was made for the older SDKs (`SDKGeneration`), which default applies is not
/// something the reading can know: the style of those presentations is open, and the rules
/// that need it are silent (the ReadingAnApp article, "Presentations that state no style").
///
/// One pass over the read document, for every reader at once: a UIKit or Objective-C
/// `present` and a storyboard segue that leave the style unstated resolve to `automatic`
/// (neither the presentation nor the presented screen names another), and so does one
/// that says `automatic`, which means the SDK's default. SwiftUI states its styles
/// (`.sheet`, `.fullScreenCover`) and needs iOS 13 anyway: untouched.
enum SDKDefaultStyles {
    /// Opens the style of default presentations made in `files` (paths as the document's
    /// sources give them).
    static func open(in document: inout FlowDocument, files: Set<String>) {
        guard !files.isEmpty else { return }
        let isOld = document.sources.map { files.contains($0.path) }
        guard isOld.contains(true) else { return }
        var indexByID: [String: Int] = [:]
        for (index, screen) in document.screens.enumerated() where indexByID[screen.id] == nil { indexByID[screen.id] = index }
        for index in document.screens.indices {
            let screen = document.screens[index]
            for (position, action) in screen.actions.enumerated() {
                guard let target = action.present, action.knows(.style) else { continue }
                let file = action.file ?? screen.file
                guard file >= 0, file < isOld.count, isOld[file] else { continue }
                let stated = action.style?.value ?? indexByID[target.value].flatMap { document.screens[$0].presentation?.value }
                guard (stated ?? .automatic) == .automatic else { continue }
                document.screens[index].actions[position].unknownFacts.insert(.style)
                document.screens[index].actions[position].styleIsSDKDefault = true
            }
        }
    }
}
