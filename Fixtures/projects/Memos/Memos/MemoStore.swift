import PencilKit

/// Where memos, sketches and the feedback draft are kept.
final class MemoStore {
    static let shared = MemoStore()
    private(set) var memos: [String] = []
    private(set) var sketches: [PKDrawing] = []
    /// The feedback being written, kept as it is typed (FeedbackViewController).
    var feedbackDraft = ""

    func add(_ memo: String) { memos.append(memo) }
    func add(_ sketch: PKDrawing) { sketches.append(sketch) }
}
