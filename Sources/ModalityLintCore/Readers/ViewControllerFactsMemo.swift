/// Each class's `CodeIndex.viewControllerFacts(ofClass:)`, read once per run and shared by
/// the storyboard join (`CodeIndexSceneCode`), the UIKit reading and the facts of code it
/// does not follow (`UnreadClassCode`). That answer walks the method bodies of the class's
/// whole chain (its titles, bar button items, the buttons it makes): asked for by each
/// reader in turn, the same bodies were walked two or three times.
///
/// Used on one thread: the readings that ask for it run one after another.
final class ViewControllerFactsMemo {
    private let index: CodeIndex
    private var known: [String: ViewControllerCodeFacts?] = [:]

    init(index: CodeIndex) {
        self.index = index
    }

    func facts(ofClass name: String) -> ViewControllerCodeFacts? {
        if let answer = known[name] { return answer }
        let answer = index.viewControllerFacts(ofClass: name)
        known[name] = answer
        return answer
    }
}
