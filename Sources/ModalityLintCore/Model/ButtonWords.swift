/// The words on buttons that say what the button is, in the languages apps ship most
/// (the rule catalogue's and the readers' one list, so a role read from a storyboard and a
/// Done judged by a rule cannot disagree). Cancel and Close are known in the European
/// languages too (an app whose only language is Russian says Отмена): a Cancel in an
/// alert is one whatever the language it is written in.
public enum ButtonWords {
    /// Labels that make a button a Done button (`done-button-misuse`, and role `done`).
    public static let done: Set<String> = ["done", "완료", "完成", "完了"]
    /// Labels that give role `cancel`.
    public static let cancel: Set<String> = [
        "cancel", "취소", "取消", "キャンセル",
        // German, French, Spanish and Portuguese, Italian, Dutch, Swedish and Norwegian,
        // Danish, Polish, Czech, Turkish, Russian, Ukrainian, Serbian and Croatian.
        "abbrechen", "annuler", "cancelar", "annulla", "annuleren", "avbryt", "annuller", "anuluj", "zrušit",
        "iptal", "отмена", "отменить", "скасувати", "otkaži", "otkazati", "odustani",
    ]
    /// Labels that give role `close`.
    public static let close: Set<String> = [
        "close", "back", "dismiss", "닫기", "돌아가기", "뒤로", "关闭", "返回", "閉じる", "戻る",
        "schließen", "fermer", "cerrar", "fechar", "chiudi", "sluiten", "stäng", "luk", "zamknij", "zavřít",
        "kapat", "закрыть", "закрити", "zatvori",
    ]
    /// A *plain way out*: a completing action with one of these labels closes what people
    /// read or adjusted, and commits nothing unless the context edits content.
    public static let plainWayOut: Set<String> = [
        "done", "ok", "okay", "got it", "dismiss", "close", "완료", "完成", "完了", "확인", "好", "닫기", "关闭", "閉じる",
        "schließen", "fermer", "cerrar", "fechar", "chiudi", "sluiten", "stäng", "luk", "zamknij", "zavřít",
        "kapat", "закрыть", "закрити", "zatvori",
    ]

    /// Labels that decline what is asked and keep things as they are (No, Not Now): in an
    /// action sheet with no cancel action, the one to give the cancel style.
    public static let declining: Set<String> = [
        "no", "not now", "never mind", "아니요", "아니오", "否", "不", "いいえ",
    ]

    /// First words that say a button commits people's work: Save, Add, Send and their kin.
    /// A completing button of any other words (Play Next, Start Over) may only choose.
    public static let committing: Set<String> = [
        "save", "add", "create", "send", "post", "submit", "publish", "apply", "update", "confirm",
        "import", "upload", "reply", "book", "buy", "pay", "order", "sign", "log", "register",
        "저장", "추가", "보내기", "전송", "적용", "갱신", "업데이트", "등록", "생성", "게시", "제출", "업로드",
        "保存", "添加", "发送", "应用", "更新", "创建", "提交", "发布", "上传",
        "追加", "送信", "適用", "作成", "投稿", "登録",
    ]

    /// `label` as the word sets hold it: without white space at either end, in lower case.
    public static func normalized(_ label: String) -> String {
        var scalars = Substring(label).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var word = String(scalars).lowercased()
        // Korean buttons often say the verb's noun form with 하기 ("do"): 적용하기 is 적용,
        // Apply; 저장하기 is 저장, Save.
        let doing = "하기"
        if word.hasSuffix(doing), word.count > doing.count, !word.contains(" ") { word = String(word.dropLast(doing.count)) }
        // A localisation key (`action.done`, `button.cancel`) names its button by its last part.
        if !word.contains(" "), let dot = word.lastIndex(of: "."), word.index(after: dot) < word.endIndex {
            return String(word[word.index(after: dot)...])
        }
        return word
    }

    /// The role a button's words give it, when they give one: Done -> `done`, Cancel ->
    /// `cancel`, Close, Back or Dismiss -> `close`.
    public static func role(forLabel label: String) -> ActionRole? {
        let word = normalized(label)
        if done.contains(word) { return .done }
        if cancel.contains(word) { return .cancel }
        if close.contains(word) { return .close }
        return nil
    }

    /// The role an image on a button gives it, where it is read as a close: the system's
    /// `xmark` symbols, and an asset whose name has the word close, dismiss or xmark
    /// (`NavbarClose`, `ic_close_white`, `closeButton`), or cancel. An asset's name is the
    /// one word the code has for what people see; only the whole word counts (`closed`,
    /// `enclose` and `cancellation` say nothing). Callers ask only of a button that closes
    /// something: beside a search field an X clears it.
    public static func role(forImageNamed name: String) -> ActionRole? {
        // `xmark`, `xmark.circle.fill`, and SF Symbols' older `x.circle`, `x.square.fill`.
        if name == "xmark" || name.hasPrefix("xmark.") || name.hasPrefix("x.") { return .close }
        let words = words(ofName: name)
        if words.contains(where: { $0 == "close" || $0 == "dismiss" || $0 == "xmark" }) { return .close }
        if words.contains("cancel") { return .cancel }
        return nil
    }

    /// The words of a name written in camel case or with separators, in lower case:
    /// `NavbarClose` is navbar and close, `ic_close_white` is ic, close and white,
    /// `searchText` is search and text.
    public static func words<Name: StringProtocol>(ofName name: Name) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            let startsWord = character.isUppercase && previousWasLower
            if !character.isLetter || startsWord {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = character.isLetter ? String(character) : ""
            } else {
                current.append(character)
            }
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    public static func isDone(_ label: String) -> Bool { done.contains(normalized(label)) }
    public static func isPlainWayOut(_ label: String) -> Bool { plainWayOut.contains(normalized(label)) }
    /// Whether the label is Cancel, or declines (No, Not Now): the action people take to choose none.
    public static func isCancelOrDeclining(_ label: String) -> Bool {
        let word = normalized(label)
        return cancel.contains(word) || declining.contains(word)
    }
    /// Whether the label's first word commits (`Save Changes`, `Add Account`, `action.post`).
    public static func isCommitting(_ label: String) -> Bool {
        let word = normalized(label)
        return committing.contains(word.split(separator: " ").first.map(String.init) ?? word)
    }
}
