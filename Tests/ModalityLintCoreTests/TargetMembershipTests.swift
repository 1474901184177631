import XCTest
@testable import ModalityLintCore

/// Which files ship in an iOS app, from a project's targets; and what is kept when the
/// reading cannot be sure.
final class TargetMembershipTests: XCTestCase {
    /// `/p/App.xcodeproj`: an iOS app with a framework it embeds, a framework nothing
    /// embeds, a macOS target, a multi-platform app, a watch app, a unit-test target, a
    /// localised storyboard, a file in no target, a `SOURCE_ROOT` file and a file whose path
    /// is another machine's.
    static let smallProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = G0; buildConfigurationList = LP; targets = (TAPP, TKIT, THELP, TMAC, TMULTI, TWATCH, TTEST); projectDirPath = ""; };
        \t\tLP = {isa = XCConfigurationList; buildConfigurations = (CP1, CP2); };
        \t\tCP1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
        \t\tCP2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; }; };
        \t\tG0 = {isa = PBXGroup; children = (GAPP, GKIT, GHELP, GMAC, GMULTI, GWATCH, GTEST, GOTHER); sourceTree = "<group>"; };
        \t\tGAPP = {isa = PBXGroup; children = (FA, FB, FBH, FOLD, VMAIN); path = App; sourceTree = "<group>"; };
        \t\tFA = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        \t\tFB = {isa = PBXFileReference; path = B.m; sourceTree = "<group>"; };
        \t\tFBH = {isa = PBXFileReference; path = B.h; sourceTree = "<group>"; };
        \t\tFOLD = {isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
        \t\tVMAIN = {isa = PBXVariantGroup; children = (FMAINBASE, FMAINFR); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tFMAINBASE = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tFMAINFR = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tGKIT = {isa = PBXGroup; children = (FK); path = Kit; sourceTree = "<group>"; };
        \t\tFK = {isa = PBXFileReference; path = K.swift; sourceTree = "<group>"; };
        \t\tGHELP = {isa = PBXGroup; children = (FH); path = Helpers; sourceTree = "<group>"; };
        \t\tFH = {isa = PBXFileReference; path = H.swift; sourceTree = "<group>"; };
        \t\tGMAC = {isa = PBXGroup; children = (FM); name = Mac; sourceTree = "<group>"; };
        \t\tFM = {isa = PBXFileReference; path = Mac/M.swift; sourceTree = "<group>"; };
        \t\tGMULTI = {isa = PBXGroup; children = (FX); path = Multi; sourceTree = "<group>"; };
        \t\tFX = {isa = PBXFileReference; path = X.swift; sourceTree = "<group>"; };
        \t\tGWATCH = {isa = PBXGroup; children = (FW); path = "Watch Face"; sourceTree = "<group>"; };
        \t\tFW = {isa = PBXFileReference; path = W.swift; sourceTree = "<group>"; };
        \t\tGTEST = {isa = PBXGroup; children = (FT); path = Checks; sourceTree = "<group>"; };
        \t\tFT = {isa = PBXFileReference; path = T.swift; sourceTree = "<group>"; };
        \t\tGOTHER = {isa = PBXGroup; children = (FS, FFAR); path = Other/Deeper; sourceTree = "<group>"; };
        \t\tFS = {isa = PBXFileReference; path = Shared/S.swift; sourceTree = SOURCE_ROOT; };
        \t\tFFAR = {isa = PBXFileReference; path = /Users/someone/Far.swift; sourceTree = "<absolute>"; };
        \t\tFKITPRODUCT = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tBA = {isa = PBXBuildFile; fileRef = FA; };
        \t\tBB = {isa = PBXBuildFile; fileRef = FB; };
        \t\tBMAIN = {isa = PBXBuildFile; fileRef = VMAIN; };
        \t\tBS = {isa = PBXBuildFile; fileRef = FS; };
        \t\tBFAR = {isa = PBXBuildFile; fileRef = FFAR; };
        \t\tBKITLINK = {isa = PBXBuildFile; fileRef = FKITPRODUCT; };
        \t\tBK = {isa = PBXBuildFile; fileRef = FK; };
        \t\tBH = {isa = PBXBuildFile; fileRef = FH; };
        \t\tBM = {isa = PBXBuildFile; fileRef = FM; };
        \t\tBX = {isa = PBXBuildFile; fileRef = FX; };
        \t\tBW = {isa = PBXBuildFile; fileRef = FW; };
        \t\tBT = {isa = PBXBuildFile; fileRef = FT; };
        \t\tPAPP = {isa = PBXSourcesBuildPhase; files = (BA, BB, BS, BFAR); };
        \t\tRAPP = {isa = PBXResourcesBuildPhase; files = (BMAIN); };
        \t\tLAPP = {isa = PBXFrameworksBuildPhase; files = (BKITLINK); };
        \t\tPKIT = {isa = PBXSourcesBuildPhase; files = (BK); };
        \t\tPHELP = {isa = PBXSourcesBuildPhase; files = (BH); };
        \t\tPMAC = {isa = PBXSourcesBuildPhase; files = (BM); };
        \t\tPMULTI = {isa = PBXSourcesBuildPhase; files = (BX); };
        \t\tPWATCH = {isa = PBXSourcesBuildPhase; files = (BW); };
        \t\tPTEST = {isa = PBXSourcesBuildPhase; files = (BT); };
        \t\tTAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (PAPP, RAPP, LAPP); dependencies = (DWATCH); };
        \t\tDWATCH = {isa = PBXTargetDependency; target = TWATCH; };
        \t\tTKIT = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; productReference = FKITPRODUCT; buildPhases = (PKIT); };
        \t\tTHELP = {isa = PBXNativeTarget; name = Helpers; productType = "com.apple.product-type.framework"; buildPhases = (PHELP); };
        \t\tTMAC = {isa = PBXNativeTarget; name = Mac; productType = "com.apple.product-type.application"; buildPhases = (PMAC); buildConfigurationList = LMAC; };
        \t\tLMAC = {isa = XCConfigurationList; buildConfigurations = (CMAC); };
        \t\tCMAC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; };
        \t\tTMULTI = {isa = PBXNativeTarget; name = Multi; productType = "com.apple.product-type.application"; buildPhases = (PMULTI); buildConfigurationList = LMULTI; };
        \t\tLMULTI = {isa = XCConfigurationList; buildConfigurations = (CMULTI); };
        \t\tCMULTI = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "macosx iphoneos iphonesimulator"; }; };
        \t\tTWATCH = {isa = PBXNativeTarget; name = "Watch Face"; productType = "com.apple.product-type.application.watchapp2"; buildPhases = (PWATCH); };
        \t\tTTEST = {isa = PBXNativeTarget; name = Checks; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (PTEST); };
        \t};
        \trootObject = ROOT;
        }
        """

    private func leftOut(
        _ projects: [(String, String?)], _ files: [String], packages: [String] = []
    ) -> [String: String] {
        let membership = TargetMembership(
            projects: projects.map { TargetMembership.ProjectInput(path: $0.0, bytes: $0.1.map { Array($0.utf8) }) },
            packageRoots: packages)
        var result: [String: String] = [:]
        for file in membership.leftOut(files.map { TargetMembership.Candidate(path: $0, root: "/p") }) {
            var reason = file.reason.code
            if case .otherPlatform(let platform) = file.reason { reason += " " + platform.rawValue }
            if case .platformFolder(let name) = file.reason { reason += " " + name }
            result[file.path] = reason
        }
        return result
    }

    func testTheAppItsFrameworksAndNothingElseShip() {
        let files = [
            "/p/App/A.swift", "/p/App/B.m", "/p/App/B.h", "/p/App/Old.swift", "/p/App/Base.lproj/Main.storyboard",
            "/p/App/fr.lproj/Main.storyboard", "/p/Kit/K.swift", "/p/Helpers/H.swift", "/p/Mac/M.swift",
            "/p/Multi/X.swift", "/p/Watch Face/W.swift", "/p/Checks/T.swift", "/p/Shared/S.swift",
            "/p/Other/Deeper/Far.swift", "/p/Other/Deeper/Near.swift", "/p/Unlisted/U.swift",
        ]
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", TargetMembershipTests.smallProject)], files), [
            "/p/App/Old.swift": "noTarget",
            "/p/Helpers/H.swift": "notEmbedded",
            "/p/Mac/M.swift": "otherPlatform macOS",
            "/p/Watch Face/W.swift": "otherPlatform watchOS",
            "/p/Checks/T.swift": "testsOnly",
            // In a folder the project covers, in no target: not built.
            "/p/Other/Deeper/Near.swift": "noTarget",
        ])
    }

    /// A folder below one of the project's groups is the project's too (monicahq's
    /// `Features/ContactDetail/Views`, a copy of the views no target lists): Xcode compiles
    /// only what a target lists there. Near miss: a folder no group reaches, directly in the
    /// project's folder, may be another build's, and is kept.
    func testAFolderBelowAGroupIsTheProjectsAndOneBesideTheGroupsIsNot() {
        let files = ["/p/App/A.swift", "/p/App/Features/Copy/A.swift", "/p/Kit/Old/K.swift", "/p/Unlisted/U.swift"]
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", TargetMembershipTests.smallProject)], files), [
            "/p/App/Features/Copy/A.swift": "noTarget",
            "/p/Kit/Old/K.swift": "noTarget",
        ])
    }

    /// A folder beside folders the project covers, inside one of the source root
    /// (round 36: `IOS/View`, an old Objective-C interface beside the `IOS/Model` and
    /// `IOS/Controller` the project lists files of): the project arranges that folder, so
    /// what it lists nowhere there is not built, however deep. Near miss: a folder at the top
    /// of the source root that the project does not reach (a local pod's) is kept.
    func testAFolderBesideCoveredFoldersIsTheProjectsButOneAtTheTopIsNot() {
        let files = ["/p/Other/Beside/U.swift", "/p/Other/Beside/Deep/V.swift", "/p/Other/W.swift", "/p/Unlisted/U.swift"]
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", TargetMembershipTests.smallProject)], files), [
            "/p/Other/Beside/U.swift": "noTarget",
            "/p/Other/Beside/Deep/V.swift": "noTarget",
            "/p/Other/W.swift": "noTarget",
        ])
    }

    /// `import` names the target a screen came from: the shipping targets that build its
    /// file (the app and the framework it embeds), never the tests' or another platform's.
    func testShippingTargetsNameTheAppTargetsThatBuildAFile() {
        let membership = TargetMembership(
            projects: [.init(path: "/p/App.xcodeproj", bytes: Array(TargetMembershipTests.smallProject.utf8))], packageRoots: [])
        XCTAssertEqual(membership.shippingTargets(of: "/p/App/A.swift"), ["App"])
        XCTAssertEqual(membership.shippingTargets(of: "/p/App/Base.lproj/Main.storyboard"), ["App"])
        XCTAssertEqual(membership.shippingTargets(of: "/p/Kit/K.swift"), ["Kit"])
        XCTAssertEqual(membership.shippingTargets(of: "/p/Checks/T.swift"), [])
        XCTAssertEqual(membership.shippingTargets(of: "/p/Watch Face/W.swift"), [])
        XCTAssertEqual(membership.shippingTargets(of: "/p/Unlisted/U.swift"), [])
    }

    func testAProjectThatDoesNotParseKeepsItsFiles() {
        let broken = String(TargetMembershipTests.smallProject.dropLast(40))
        let membership = TargetMembership(projects: [.init(path: "/p/App.xcodeproj", bytes: Array(broken.utf8))], packageRoots: [])
        XCTAssertEqual(membership.problems.count, 1)
        XCTAssertTrue(membership.leftOut(["/p/Mac/M.swift", "/p/App/Old.swift"].map { .init(path: $0, root: "/p") }).isEmpty)
        XCTAssertTrue(leftOut([("/p/App.xcodeproj", nil)], ["/p/Mac/M.swift"]).isEmpty, "an unreadable project keeps its files")
    }

    func testAPackageInsideTheProjectsFolderKeepsItsFilesOneAtItsRootDoesNot() {
        let project = TargetMembershipTests.smallProject
        let files = ["/p/Helpers/H.swift"]
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], files, packages: ["/p/Helpers"]), [:])
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], files, packages: ["/p"]), ["/p/Helpers/H.swift": "notEmbedded"])
    }

    func testAHeaderGoesWithItsImplementation() {
        let project = TargetMembershipTests.smallProject.replacingOccurrences(of: "files = (BA, BB, BS, BFAR)", with: "files = (BA, BS, BFAR)")
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], ["/p/App/B.m", "/p/App/B.h"]),
                       ["/p/App/B.m": "noTarget", "/p/App/B.h": "noTarget"])
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], ["/p/App/Lonely.h"]), [:], "a header alone is kept")
    }

    func testATargetWithoutAPlatformIsTakenForIOS() {
        let project = TargetMembershipTests.smallProject.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "")
            .replacingOccurrences(of: "SDKROOT = macosx;", with: "")
        XCTAssertNil(leftOut([("/p/App.xcodeproj", project)], ["/p/Mac/M.swift"])["/p/Mac/M.swift"])
    }

    func testSynchronizedFoldersTheirExceptionsAndTheirAdditions() {
        let project = """
            {
            \tobjects = {
            \t\tROOT = {isa = PBXProject; mainGroup = G0; targets = (TAPP, TWATCH); buildConfigurationList = LP; };
            \t\tLP = {isa = XCConfigurationList; buildConfigurations = (CP); };
            \t\tCP = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; };
            \t\tG0 = {isa = PBXGroup; children = (GS, SAPP, SWATCH); sourceTree = "<group>"; };
            \t\tGS = {isa = PBXGroup; children = (); path = Sources; sourceTree = "<group>"; };
            \t\tSAPP = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/App; sourceTree = "<group>"; exceptions = (EAPP); };
            \t\tEAPP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = TAPP; membershipExceptions = (Debug, Info.plist, /Localized/Old.storyboard); };
            \t\tSWATCH = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/Watch; sourceTree = "<group>"; exceptions = (EWATCH, EADD); };
            \t\tEWATCH = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = TWATCH; membershipExceptions = (Info.plist); };
            \t\tEADD = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = TAPP; membershipExceptions = (Common/Units.swift); };
            \t\tTAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (SAPP); };
            \t\tTWATCH = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (SWATCH); buildConfigurationList = LW; };
            \t\tLW = {isa = XCConfigurationList; buildConfigurations = (CW); };
            \t\tCW = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; };
            \t};
            \trootObject = ROOT;
            }
            """
        let files = [
            "/p/Sources/App/Home/Home.swift", "/p/Sources/App/Debug/Panel.swift", "/p/Sources/App/Base.lproj/Old.storyboard",
            "/p/Sources/App/Base.lproj/New.storyboard", "/p/Sources/Watch/Face.swift", "/p/Sources/Watch/Common/Units.swift",
            "/p/Sources/Loose.swift", "/p/Elsewhere/Free.swift",
        ]
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], files), [
            "/p/Sources/App/Debug/Panel.swift": "noTarget",
            "/p/Sources/App/Base.lproj/Old.storyboard": "noTarget",
            "/p/Sources/Watch/Face.swift": "otherPlatform watchOS",
            "/p/Sources/Loose.swift": "noTarget",
        ])
    }

    func testASynchronizedFolderOutsideTheGroupTreeKeepsEverything() {
        let project = """
            { objects = {
              ROOT = {isa = PBXProject; mainGroup = G0; targets = (TAPP); };
              G0 = {isa = PBXGroup; children = (F); sourceTree = "<group>"; };
              F = {isa = PBXFileReference; path = Other.swift; sourceTree = "<group>"; };
              S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
              TAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S); };
            }; rootObject = ROOT; }
            """
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], ["/p/Other.swift"]), [:])
    }

    func testWithoutAProjectFolderNamesThatSayAnotherPlatformAreLeftOut() {
        let files = ["/p/WatchApp/A.swift", "/p/Tides Watch App/B.swift", "/p/Tides WatchKit Extension/C.swift",
                     "/p/Platform/macOS/D.swift", "/p/tvOS/E.swift", "/p/App/F.swift", "/p/Watch/G.swift"]
        XCTAssertEqual(leftOut([], files), [
            "/p/WatchApp/A.swift": "platformFolder WatchApp",
            "/p/Tides Watch App/B.swift": "platformFolder Tides Watch App",
            "/p/Tides WatchKit Extension/C.swift": "platformFolder Tides WatchKit Extension",
            "/p/Platform/macOS/D.swift": "platformFolder macOS",
            "/p/tvOS/E.swift": "platformFolder tvOS",
        ])
        // Only below the folder searched: a checkout kept in `~/macOS/` is linted.
        let membership = TargetMembership(projects: [], packageRoots: [])
        XCTAssertTrue(membership.leftOut([.init(path: "/macOS/code/App/F.swift", root: "/macOS/code")]).isEmpty)
    }

    /// Apple's file systems ignore case, and Xcode with them: a group that says `app` builds
    /// the files of the folder `App`. Near miss: a file the project does not list, in that
    /// folder, is still in no target.
    func testAGroupWhoseCaseDiffersFromItsFolderStillBuildsItsFiles() {
        let project = TargetMembershipTests.smallProject.replacingOccurrences(of: "path = App;", with: "path = app;")
        let files = ["/p/App/A.swift", "/p/App/B.m", "/p/App/Old.swift"]
        XCTAssertEqual(leftOut([("/p/App.xcodeproj", project)], files), ["/p/App/Old.swift": "noTarget"])
    }

    func testPathsAreNormalised() {
        XCTAssertEqual(XcodeProject.normalize("/a/b/../c/./d/"), "/a/c/d")
        XCTAssertEqual(XcodeProject.normalize("/../a"), "/a")
        XCTAssertEqual(XcodeProject.normalize("a/../../b"), "../b")
    }

    /// Every project of the real apps parses, and home-assistant's watch app is left out
    /// while its iOS app stays.
    func testTheRealAppsProjects() throws {
        let heldOut = ["mastodon__mastodon-ios", "owncloud__ios-app", "utmapp__UTM"]
        let root = RealApps.folder
        guard FileManager.default.fileExists(atPath: root.path) else { throw XCTSkip("no real apps at \(root.path)") }
        let apps = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !heldOut.contains($0) }
        var parsed = 0
        for app in apps.sorted() {
            let folder = root.appendingPathComponent(app)
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".xcodeproj/project.pbxproj") else { continue }
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(relative)))
                if case .failure(let failure) = PBXProjParser.parse(bytes) {
                    XCTFail("\(app)/\(relative):\(failure)")
                }
                parsed += 1
            }
        }
        XCTAssertGreaterThan(parsed, 20)

        let home = root.appendingPathComponent("home-assistant__iOS")
        guard FileManager.default.fileExists(atPath: home.path) else { return }
        let project = home.appendingPathComponent("HomeAssistant.xcodeproj")
        let membership = TargetMembership(
            projects: [.init(path: project.path, bytes: [UInt8](try Data(contentsOf: project.appendingPathComponent("project.pbxproj"))))],
            packageRoots: [])
        let watch = home.appendingPathComponent("Sources/WatchApp/WatchSettingsView.swift").path
        let app = home.appendingPathComponent("Sources/App/Settings/AboutView.swift").path
        let out = membership.leftOut([.init(path: watch, root: home.path), .init(path: app, root: home.path)])
        XCTAssertEqual(out.map(\.path), [watch])
        XCTAssertEqual(out.first?.reason, .otherPlatform(.watchOS))
        XCTAssertEqual(out.first?.targets, ["WatchApp"])
    }
}
