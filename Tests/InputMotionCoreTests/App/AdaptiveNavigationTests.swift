import Testing
import InputMotionCore

@Suite("Adaptive navigation")
struct AdaptiveNavigationTests {
    static let reduced = MotionEnvironment(reducedMotion: true)

    func folded(at width: Double = 360) -> AdaptiveNavigation {
        var navigation = AdaptiveNavigation()
        navigation.resize(width: width, focusInList: false)
        return navigation
    }

    @Test("The first width decides by 600 px")
    func firstWidth() {
        for (width, folds) in [(360.0, true), (599, true), (600, false), (601, false), (1280, false)] {
            var navigation = AdaptiveNavigation()
            navigation.resize(width: width, focusInList: false)
            #expect(navigation.isFolded == folds, "width \(width)")
        }
    }

    @Test("The unfolded list is 190 px, or as wide as its names need, up to a third of the window")
    func listWidth() {
        var navigation = AdaptiveNavigation()
        navigation.resize(width: 1280, focusInList: false)
        // (names' width, window width) → list width: 190 at least; a third of 1280 is 426 whole
        // pixels, of 900 is 300.
        for (content, window, list) in [(0.0, 1280.0, 190.0), (150, 1280, 190), (260, 1280, 260), (500, 1280, 426), (500, 900, 300)] {
            navigation.listContentWidth = content
            let frames = navigation.frames(width: window, height: 800, at: 0)
            #expect(frames.list == Rect(x: 0, y: 0, width: list, height: 800), "names \(content) px, window \(window) px")
            #expect(frames.separator == Rect(x: list, y: 0, width: 1, height: 800))
            #expect(frames.page == Rect(x: list + 1, y: 0, width: window - list - 1, height: 800))
        }
        // A page that needs 400 px in a 620 px window: the list gets 620 − 1 − 400 = 219 of
        // the 300 its names ask (a third would be 206: that is less, and it wins).
        navigation.listContentWidth = 300
        navigation.pageMinimumWidth = 400
        #expect(navigation.listWidth(inWindowOfWidth: 620) == 206)
        navigation.pageMinimumWidth = 430
        #expect(navigation.listWidth(inWindowOfWidth: 620) == 190, "620 − 1 − 430 = 189: never under 190")
        navigation.pageMinimumWidth = 420
        #expect(navigation.listWidth(inWindowOfWidth: 620) == 199, "620 − 1 − 420 = 199")
    }

    @Test("Shrinking folds below 600; growing unfolds only at 640")
    func hysteresis() {
        var navigation = AdaptiveNavigation()
        var changes: [Bool] = []
        // Down from wide: stays unfolded to 600, folds at 599.
        for width in [1280.0, 700, 640, 620, 600] { changes.append(navigation.resize(width: width, focusInList: false)) }
        #expect(!navigation.isFolded)
        #expect(changes == [false, false, false, false, false])
        let folds = navigation.resize(width: 599, focusInList: false)
        #expect(folds)
        #expect(navigation.isFolded)
        // Back up: still folded through 600 … 639, unfolds at 640.
        for width in [600.0, 620, 639] {
            let changed = navigation.resize(width: width, focusInList: false)
            #expect(!changed, "width \(width)")
            #expect(navigation.isFolded)
        }
        let unfolds = navigation.resize(width: 640, focusInList: false)
        #expect(unfolds)
        #expect(!navigation.isFolded)
        // And down again: 620 keeps it unfolded (no flicker between 600 and 640).
        let refolds = navigation.resize(width: 620, focusInList: false)
        #expect(!refolds)
        #expect(!navigation.isFolded)
    }

    @Test("Unfolded: a 190 px list, a 1 px line, the page takes the rest")
    func unfoldedFrames() {
        var navigation = AdaptiveNavigation()
        navigation.resize(width: 900, focusInList: false)
        let frames = navigation.frames(width: 900, height: 500, at: 0)
        #expect(frames.list == Rect(x: 0, y: 0, width: 190, height: 500))
        #expect(frames.separator == Rect(x: 190, y: 0, width: 1, height: 500))
        #expect(frames.page == Rect(x: 191, y: 0, width: 709, height: 500))
        #expect(!navigation.showsBackButton)
        let wentBack = navigation.back(at: 0)
        #expect(!wentBack, "nothing to go back to: the list shows")
    }

    @Test("Folding keeps the page, or the list when focus was there")
    func foldKeepsWhatHasFocus() {
        var navigation = AdaptiveNavigation()
        navigation.resize(width: 900, focusInList: false)
        navigation.resize(width: 400, focusInList: false)
        #expect(navigation.showsPage)
        #expect(navigation.frames(width: 400, height: 500, at: 0).page == Rect(x: 0, y: 0, width: 400, height: 500))
        #expect(navigation.frames(width: 400, height: 500, at: 0).list == nil)
        #expect(navigation.showsBackButton)

        var listFocused = AdaptiveNavigation()
        listFocused.resize(width: 900, focusInList: false)
        listFocused.resize(width: 400, focusInList: true)
        #expect(!listFocused.showsPage)
        #expect(listFocused.frames(width: 400, height: 500, at: 0).list == Rect(x: 0, y: 0, width: 400, height: 500))
        #expect(listFocused.frames(width: 400, height: 500, at: 0).page == nil)
        #expect(!listFocused.showsBackButton)
    }

    @Test("Back slides the list in from the leading side over 0.25 s, ease-out cubic")
    func backSlides() {
        var navigation = folded()
        let wentBack = navigation.back(at: 10)
        #expect(wentBack)
        #expect(!navigation.showsBackButton)
        // At the start the page still fills the column.
        let start = navigation.frames(width: 360, height: 600, at: 10)
        #expect(start.page == Rect(x: 0, y: 0, width: 360, height: 600))
        #expect(start.list == Rect(x: -360, y: 0, width: 360, height: 600))
        // The curve (0.33, 1, 0.68, 1) at parameter u = 0.5: x = 3·0.25·0.5·0.33 + 3·0.5·0.25·0.68
        // + 0.125 = 0.50375, y = 3·0.25·0.5·1 + 3·0.5·0.25·1 + 0.125 = 0.875. So at
        // 0.50375 × 0.25 s the slide has covered 87.5 %: the progress (1 at the page) is 0.125.
        let middle = navigation.frames(width: 360, height: 600, at: 10 + 0.50375 * 0.25)
        #expect(abs((middle.list?.x ?? .nan) - (-0.125 * 360)) < 1e-4)
        #expect(abs((middle.page?.x ?? .nan) - (0.875 * 360)) < 1e-4)
        #expect(!navigation.isSettled(at: 10.125))
        // Done: only the list.
        let end = navigation.frames(width: 360, height: 600, at: 10.25)
        #expect(end.list == Rect(x: 0, y: 0, width: 360, height: 600))
        #expect(end.page == nil)
        #expect(navigation.isSettled(at: 10.25))
        let again = navigation.back(at: 11)
        #expect(!again, "already on the list")
    }

    @Test("Opening a page slides it in; reduced motion jumps")
    func openSlidesOrJumps() {
        var navigation = folded()
        navigation.back(at: 0, environment: Self.reduced)
        #expect(navigation.frames(width: 360, height: 600, at: 0).page == nil)
        navigation.openPage(at: 1)
        #expect(navigation.showsBackButton)
        #expect(navigation.frames(width: 360, height: 600, at: 1).page == Rect(x: 360, y: 0, width: 360, height: 600))
        #expect(navigation.frames(width: 360, height: 600, at: 1.25).page == Rect(x: 0, y: 0, width: 360, height: 600))

        navigation.back(at: 2, environment: Self.reduced)
        #expect(navigation.frames(width: 360, height: 600, at: 2).list == Rect(x: 0, y: 0, width: 360, height: 600))
        #expect(navigation.isSettled(at: 2))
    }

    @Test("An interrupted slide turns round from where it is")
    func interruptedSlide() {
        var navigation = folded()
        navigation.back(at: 0)
        let halfway = navigation.frames(width: 360, height: 600, at: 0.125).page?.x ?? .nan
        navigation.openPage(at: 0.125)
        #expect(abs((navigation.frames(width: 360, height: 600, at: 0.125).page?.x ?? .nan) - halfway) < 1e-9)
        #expect(navigation.frames(width: 360, height: 600, at: 0.375).page == Rect(x: 0, y: 0, width: 360, height: 600))
    }

    @Test("Unfolding shows both at once; folding again shows the page")
    func unfoldMidSlide() {
        var navigation = folded()
        navigation.back(at: 0)
        navigation.resize(width: 800, focusInList: false)
        #expect(!navigation.isFolded)
        #expect(navigation.frames(width: 800, height: 600, at: 0.1).page == Rect(x: 191, y: 0, width: 609, height: 600))
        navigation.openPage(at: 1)
        navigation.resize(width: 500, focusInList: false)
        #expect(navigation.frames(width: 500, height: 600, at: 1).page == Rect(x: 0, y: 0, width: 500, height: 600))
    }
}
