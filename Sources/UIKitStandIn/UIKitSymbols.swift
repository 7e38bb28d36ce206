/// Every UIKit symbol the UIKit bindings (`ListMediatorUIKit`, `ListMediatorSearchHistoryUIKit`)
/// name, with the path of its page in Apple's UIKit documentation
/// (`https://developer.apple.com/documentation/uikit/` followed by the path).
///
/// The stand-in declares each of them with the signature Apple's SDK gives it, plus what those
/// signatures need (`UIEdgeInsets`, `UIResponder`) and test-only helpers named `simulate…`, which
/// are not UIKit. A test checks this list against the bindings' sources: every `UI…` type they
/// name is listed, and every listed symbol is named there.
public enum UIKitSymbols {
    /// Symbols as the sources name them (`Type` or `Type.member`), with their documentation path.
    public static let all: [(symbol: String, documentation: String)] = [
        ("UIAction", "uiaction"),
        (
            "UIAction.init(handler:)",
            "uiaction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)"
        ),
        ("UICollectionView", "uicollectionview"),
        ("UICollectionView.backgroundView", "uicollectionview/backgroundview"),
        ("UICollectionView.allowsMultipleSelection", "uicollectionview/allowsmultipleselection"),
        (
            "UICollectionView.allowsMultipleSelectionDuringEditing",
            "uicollectionview/allowsmultipleselectionduringediting"
        ),
        ("UICollectionView.isEditing", "uicollectionview/isediting"),
        ("UICollectionView.indexPathsForSelectedItems", "uicollectionview/indexpathsforselecteditems"),
        (
            "UICollectionView.selectItem(at:animated:scrollPosition:)",
            "uicollectionview/selectitem(at:animated:scrollposition:)"
        ),
        ("UICollectionView.deselectItem(at:animated:)", "uicollectionview/deselectitem(at:animated:)"),
        ("UICollectionView.dataSource", "uicollectionview/datasource"),
        ("UICollectionView.prefetchDataSource", "uicollectionview/prefetchdatasource"),
        ("UICollectionViewDataSourcePrefetching", "uicollectionviewdatasourceprefetching"),
        (
            "UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)",
            "uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)"
        ),
        (
            "UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)",
            "uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)"
        ),
        ("UICollectionView.delegate", "uicollectionview/delegate"),
        ("UICollectionView.deleteItems(at:)", "uicollectionview/deleteitems(at:)"),
        ("UICollectionView.deleteSections(_:)", "uicollectionview/deletesections(_:)"),
        (
            "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)",
            "uicollectionview/dequeuereusablecell(withreuseidentifier:for:)"
        ),
        ("UICollectionView.indexPathsForVisibleItems", "uicollectionview/indexpathsforvisibleitems"),
        ("UICollectionView.insertItems(at:)", "uicollectionview/insertitems(at:)"),
        ("UICollectionView.insertSections(_:)", "uicollectionview/insertsections(_:)"),
        ("UICollectionView.moveItem(at:to:)", "uicollectionview/moveitem(at:to:)"),
        ("UICollectionView.moveSection(_:toSection:)", "uicollectionview/movesection(_:tosection:)"),
        ("UICollectionView.numberOfItems(inSection:)", "uicollectionview/numberofitems(insection:)"),
        ("UICollectionView.numberOfSections", "uicollectionview/numberofsections"),
        ("UICollectionView.performBatchUpdates(_:completion:)", "uicollectionview/performbatchupdates(_:completion:)"),
        (
            "UICollectionView.register(_:forCellWithReuseIdentifier:)",
            "uicollectionview/register(_:forcellwithreuseidentifier:)-8ueeq"
        ),
        ("UICollectionView.reloadData()", "uicollectionview/reloaddata()"),
        ("UICollectionView.reconfigureItems(at:)", "uicollectionview/reconfigureitems(at:)"),
        ("UICollectionView.reloadItems(at:)", "uicollectionview/reloaditems(at:)"),
        ("UICollectionView.reloadSections(_:)", "uicollectionview/reloadsections(_:)"),
        ("UICollectionViewCell", "uicollectionviewcell"),
        ("UICollectionViewListCell", "uicollectionviewlistcell"),
        ("UICollectionViewListCell.accessories", "uicollectionviewlistcell/accessories"),
        ("UICollectionViewListCell.indentationLevel", "uicollectionviewlistcell/indentationlevel"),
        ("UICollectionView.indexPath(for:)", "uicollectionview/indexpath(for:)"),
        (
            "UICellAccessory.outlineDisclosure",
            "uicellaccessory/outlinedisclosure(displayed:options:actionhandler:)"
        ),
        ("UICellConfigurationState", "uicellconfigurationstate"),
        ("UICellConfigurationState.isExpanded", "uicellconfigurationstate/isexpanded"),
        ("UICollectionViewCell.configurationState", "uicollectionviewcell/configurationstate"),
        (
            "UICollectionViewCell.setNeedsUpdateConfiguration()",
            "uicollectionviewcell/setneedsupdateconfiguration()"
        ),
        (
            "UICollectionViewDataSource.collectionView(_:canMoveItemAt:)",
            "uicollectionviewdatasource/collectionview(_:canmoveitemat:)"
        ),
        (
            "UICollectionViewDataSource.collectionView(_:moveItemAt:to:)",
            "uicollectionviewdatasource/collectionview(_:moveitemat:to:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
            "uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)"
        ),
        ("UICollectionViewCompositionalLayout", "uicollectionviewcompositionallayout"),
        (
            "UICollectionViewCompositionalLayout.init(sectionProvider:configuration:)",
            "uicollectionviewcompositionallayout/init(sectionprovider:configuration:)"
        ),
        ("UICollectionViewCompositionalLayoutConfiguration", "uicollectionviewcompositionallayoutconfiguration"),
        ("UICollectionLayoutListConfiguration", "uicollectionlayoutlistconfiguration"),
        (
            "UICollectionLayoutListConfiguration.init(appearance:)",
            "uicollectionlayoutlistconfiguration/init(appearance:)"
        ),
        ("UICollectionReusableView", "uicollectionreusableview"),
        ("UICollectionReusableView.reuseIdentifier", "uicollectionreusableview/reuseidentifier"),
        (
            "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
            "uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)"
        ),
        (
            "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
            "uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)"
        ),
        (
            "UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)",
            "uicollectionview/indexpathsforvisiblesupplementaryelements(ofkind:)"
        ),
        (
            "UICollectionView.supplementaryView(forElementKind:at:)",
            "uicollectionview/supplementaryview(forelementkind:at:)"
        ),
        (
            "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)",
            "uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)"
        ),
        ("UICollectionViewDataSource", "uicollectionviewdatasource"),
        ("UICollectionViewDataSource.numberOfSections(in:)", "uicollectionviewdatasource/numberofsections(in:)"),
        (
            "UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)",
            "uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)"
        ),
        (
            "UICollectionViewDataSource.collectionView(_:cellForItemAt:)",
            "uicollectionviewdatasource/collectionview(_:cellforitemat:)"
        ),
        ("UICollectionViewDelegate", "uicollectionviewdelegate"),
        (
            "UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)",
            "uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)",
            "uicollectionviewdelegate/collectionview(_:shouldselectitemat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:didSelectItemAt:)",
            "uicollectionviewdelegate/collectionview(_:didselectitemat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)",
            "uicollectionviewdelegate/collectionview(_:diddeselectitemat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "uicollectionviewdelegate/collectionview(_:shouldbeginmultipleselectioninteractionat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:didBeginMultipleSelectionInteractionAt:)",
            "uicollectionviewdelegate/collectionview(_:didbeginmultipleselectioninteractionat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)",
            "uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)",
            "uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)"
        ),
        ("UIControl.addAction(_:for:)", "uicontrol/addaction(_:for:)"),
        ("UIControl.Event.valueChanged", "uicontrol/event/valuechanged"),
        ("UIRefreshControl", "uirefreshcontrol"),
        ("UIRefreshControl.init()", "uirefreshcontrol/init()"),
        ("UIRefreshControl.isRefreshing", "uirefreshcontrol/isrefreshing"),
        ("UIRefreshControl.beginRefreshing()", "uirefreshcontrol/beginrefreshing()"),
        ("UIRefreshControl.endRefreshing()", "uirefreshcontrol/endrefreshing()"),
        ("UIScrollView", "uiscrollview"),
        ("UIScrollView.adjustedContentInset", "uiscrollview/adjustedcontentinset"),
        ("UIScrollView.contentOffset", "uiscrollview/contentoffset"),
        ("UIScrollView.contentSize", "uiscrollview/contentsize"),
        ("UIScrollView.refreshControl", "uiscrollview/refreshcontrol"),
        ("UIScrollViewDelegate.scrollViewDidScroll(_:)", "uiscrollviewdelegate/scrollviewdidscroll(_:)"),
        (
            "UIScrollViewDelegate.scrollViewWillBeginDragging(_:)",
            "uiscrollviewdelegate/scrollviewwillbegindragging(_:)"
        ),
        (
            "UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)",
            "uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)"
        ),
        ("UISearchBar", "uisearchbar"),
        ("UISearchBar.delegate", "uisearchbar/delegate"),
        ("UISearchBar.text", "uisearchbar/text"),
        ("UIResponder.resignFirstResponder()", "uiresponder/resignfirstresponder()"),
        ("UISearchBarDelegate", "uisearchbardelegate"),
        (
            "UISearchBarDelegate.searchBarTextDidBeginEditing(_:)",
            "uisearchbardelegate/searchbartextdidbeginediting(_:)"
        ),
        ("UISearchBarDelegate.searchBar(_:textDidChange:)", "uisearchbardelegate/searchbar(_:textdidchange:)"),
        ("UISearchBarDelegate.searchBarTextDidEndEditing(_:)", "uisearchbardelegate/searchbartextdidendediting(_:)"),
        (
            "UISearchBarDelegate.searchBarSearchButtonClicked(_:)",
            "uisearchbardelegate/searchbarsearchbuttonclicked(_:)"
        ),
        (
            "UISearchBarDelegate.searchBarCancelButtonClicked(_:)",
            "uisearchbardelegate/searchbarcancelbuttonclicked(_:)"
        ),
        ("UITableView", "uitableview"),
        (
            "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)",
            "uitableview/register(_:forheaderfooterviewreuseidentifier:)"
        ),
        (
            "UITableView.dequeueReusableHeaderFooterView(withIdentifier:)",
            "uitableview/dequeuereusableheaderfooterview(withidentifier:)"
        ),
        ("UITableView.headerView(forSection:)", "uitableview/headerview(forsection:)"),
        ("UITableView.estimatedRowHeight", "uitableview/estimatedrowheight"),
        ("UITableView.footerView(forSection:)", "uitableview/footerview(forsection:)"),
        ("UITableView.backgroundView", "uitableview/backgroundview"),
        ("UITableView.dataSource", "uitableview/datasource"),
        ("UITableView.prefetchDataSource", "uitableview/prefetchdatasource"),
        ("UITableViewDataSourcePrefetching", "uitableviewdatasourceprefetching"),
        (
            "UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)",
            "uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)"
        ),
        (
            "UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)",
            "uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:)"
        ),
        ("UITableView.delegate", "uitableview/delegate"),
        ("UITableView.deleteRows(at:with:)", "uitableview/deleterows(at:with:)"),
        ("UITableView.deleteSections(_:with:)", "uitableview/deletesections(_:with:)"),
        (
            "UITableView.dequeueReusableCell(withIdentifier:for:)",
            "uitableview/dequeuereusablecell(withidentifier:for:)"
        ),
        ("UITableView.deselectRow(at:animated:)", "uitableview/deselectrow(at:animated:)"),
        ("UITableView.selectRow(at:animated:scrollPosition:)", "uitableview/selectrow(at:animated:scrollposition:)"),
        ("UITableView.indexPathsForSelectedRows", "uitableview/indexpathsforselectedrows"),
        ("UITableView.allowsMultipleSelection", "uitableview/allowsmultipleselection"),
        ("UITableView.allowsMultipleSelectionDuringEditing", "uitableview/allowsmultipleselectionduringediting"),
        ("UITableView.isEditing", "uitableview/isediting"),
        ("UITableView.indexPathsForVisibleRows", "uitableview/indexpathsforvisiblerows"),
        ("UITableView.insertRows(at:with:)", "uitableview/insertrows(at:with:)"),
        ("UITableView.insertSections(_:with:)", "uitableview/insertsections(_:with:)"),
        ("UITableView.moveRow(at:to:)", "uitableview/moverow(at:to:)"),
        ("UITableView.moveSection(_:toSection:)", "uitableview/movesection(_:tosection:)"),
        ("UITableView.numberOfRows(inSection:)", "uitableview/numberofrows(insection:)"),
        ("UITableView.numberOfSections", "uitableview/numberofsections"),
        ("UITableView.performBatchUpdates(_:completion:)", "uitableview/performbatchupdates(_:completion:)"),
        ("UITableView.rectForRow(at:)", "uitableview/rectforrow(at:)"),
        ("UITableView.register(_:forCellReuseIdentifier:)", "uitableview/register(_:forcellreuseidentifier:)-9ra7h"),
        ("UITableView.reloadData()", "uitableview/reloaddata()"),
        ("UITableView.reconfigureRows(at:)", "uitableview/reconfigurerows(at:)"),
        ("UITableView.reloadRows(at:with:)", "uitableview/reloadrows(at:with:)"),
        ("UITableView.reloadSections(_:with:)", "uitableview/reloadsections(_:with:)"),
        ("UITableView.RowAnimation", "uitableview/rowanimation"),
        ("UITableView.rowHeight", "uitableview/rowheight"),
        ("UITableView.sectionHeaderHeight", "uitableview/sectionheaderheight"),
        ("UITableView.sectionFooterHeight", "uitableview/sectionfooterheight"),
        ("UITableViewCell", "uitableviewcell"),
        ("UITableViewCell.EditingStyle", "uitableviewcell/editingstyle"),
        ("UITableViewCell.textLabel", "uitableviewcell/textlabel"),
        ("UILabel.text", "uilabel/text"),
        ("UITableViewDataSource", "uitableviewdatasource"),
        ("UITableViewDataSource.numberOfSections(in:)", "uitableviewdatasource/numberofsections(in:)"),
        (
            "UITableViewDataSource.tableView(_:numberOfRowsInSection:)",
            "uitableviewdatasource/tableview(_:numberofrowsinsection:)"
        ),
        ("UITableViewDataSource.tableView(_:cellForRowAt:)", "uitableviewdatasource/tableview(_:cellforrowat:)"),
        (
            "UITableViewDataSource.tableView(_:titleForHeaderInSection:)",
            "uitableviewdatasource/tableview(_:titleforheaderinsection:)"
        ),
        (
            "UITableViewDataSource.tableView(_:titleForFooterInSection:)",
            "uitableviewdatasource/tableview(_:titleforfooterinsection:)"
        ),
        ("UITableViewDataSource.tableView(_:commit:forRowAt:)", "uitableviewdatasource/tableview(_:commit:forrowat:)"),
        (
            "UITableViewDataSource.tableView(_:canEditRowAt:)",
            "uitableviewdatasource/tableview(_:caneditrowat:)"
        ),
        (
            "UITableViewDataSource.tableView(_:canMoveRowAt:)",
            "uitableviewdatasource/tableview(_:canmoverowat:)"
        ),
        (
            "UITableViewDataSource.tableView(_:moveRowAt:to:)",
            "uitableviewdatasource/tableview(_:moverowat:to:)"
        ),
        (
            "UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
            "uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)"
        ),
        ("UITableViewHeaderFooterView", "uitableviewheaderfooterview"),
        ("UITableViewHeaderFooterView.textLabel", "uitableviewheaderfooterview/textlabel"),
        ("UITableViewHeaderFooterView.reuseIdentifier", "uitableviewheaderfooterview/reuseidentifier"),
        (
            "UITableViewDelegate.tableView(_:viewForHeaderInSection:)",
            "uitableviewdelegate/tableview(_:viewforheaderinsection:)"
        ),
        (
            "UITableViewDelegate.tableView(_:viewForFooterInSection:)",
            "uitableviewdelegate/tableview(_:viewforfooterinsection:)"
        ),
        ("UITableViewDelegate", "uitableviewdelegate"),
        ("UITableViewDelegate.tableView(_:heightForRowAt:)", "uitableviewdelegate/tableview(_:heightforrowat:)"),
        (
            "UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)",
            "uitableviewdelegate/tableview(_:estimatedheightforrowat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:heightForHeaderInSection:)",
            "uitableviewdelegate/tableview(_:heightforheaderinsection:)"
        ),
        (
            "UITableViewDelegate.tableView(_:heightForFooterInSection:)",
            "uitableviewdelegate/tableview(_:heightforfooterinsection:)"
        ),
        (
            "UITableViewDelegate.tableView(_:shouldHighlightRowAt:)",
            "uitableviewdelegate/tableview(_:shouldhighlightrowat:)"
        ),
        ("UITableViewDelegate.tableView(_:willSelectRowAt:)", "uitableviewdelegate/tableview(_:willselectrowat:)"),
        ("UITableViewDelegate.tableView(_:didSelectRowAt:)", "uitableviewdelegate/tableview(_:didselectrowat:)"),
        (
            "UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)",
            "uitableviewdelegate/tableview(_:performprimaryactionforrowat:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:performPrimaryActionForItemAt:)",
            "uicollectionviewdelegate/collectionview(_:performprimaryactionforitemat:)"
        ),
        ("UITableViewDelegate.tableView(_:didDeselectRowAt:)", "uitableviewdelegate/tableview(_:diddeselectrowat:)"),
        (
            "UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:)",
            "uitableviewdelegate/tableview(_:didbeginmultipleselectioninteractionat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:willDisplay:forRowAt:)",
            "uitableviewdelegate/tableview(_:willdisplay:forrowat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)",
            "uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)"
        ),
        ("UIAccessibility", "uiaccessibility"),
        ("UIAccessibilityTraits", "uiaccessibilitytraits"),
        ("UIAccessibility.post(notification:argument:)", "uiaccessibility/post(notification:argument:)"),
        ("UIAccessibility.isVoiceOverRunning", "uiaccessibility/isvoiceoverrunning"),
        ("UIContextualAction", "uicontextualaction"),
        ("UIContextualAction.init(style:title:handler:)", "uicontextualaction/init(style:title:handler:)"),
        ("UIContextualAction.image", "uicontextualaction/image"),
        ("UIContextMenuConfiguration", "uicontextmenuconfiguration"),
        (
            "UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)",
            "uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)"
        ),
        ("UIMenu", "uimenu"),
        ("UIMenu.init(title:children:)", "uimenu/init(title:children:)"),
        ("UIMenuElement.Attributes", "uimenuelement/attributes"),
        ("UIAction.init(title:image:attributes:handler:)", "uiaction/init(title:image:attributes:handler:)"),
        (
            "UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)",
            "uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)"
        ),
        (
            "UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)",
            "uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)"
        ),
        ("UIContextualAction.backgroundColor", "uicontextualaction/backgroundcolor"),
        ("UIImage.init(systemName:)", "uiimage/init(systemname:)"),
        ("UIColor.init(red:green:blue:alpha:)", "uicolor/init(red:green:blue:alpha:)"),
        ("UIColor.systemBlue", "uicolor/systemblue"),
        ("UIColor.systemGreen", "uicolor/systemgreen"),
        ("UIColor.systemOrange", "uicolor/systemorange"),
        ("UIColor.systemRed", "uicolor/systemred"),
        ("UIColor.systemPurple", "uicolor/systempurple"),
        ("UIColor.systemIndigo", "uicolor/systemindigo"),
        ("UIColor.systemTeal", "uicolor/systemteal"),
        ("UIColor.systemYellow", "uicolor/systemyellow"),
        ("UIColor.systemGray", "uicolor/systemgray"),
        ("UISwipeActionsConfiguration", "uiswipeactionsconfiguration"),
        ("UISwipeActionsConfiguration.init(actions:)", "uiswipeactionsconfiguration/init(actions:)"),
        (
            "UISwipeActionsConfiguration.performsFirstActionWithFullSwipe",
            "uiswipeactionsconfiguration/performsfirstactionwithfullswipe"
        ),
        (
            "UITableViewDelegate.tableView(_:editingStyleForRowAt:)",
            "uitableviewdelegate/tableview(_:editingstyleforrowat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)",
            "uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
            "uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)"
        ),
        (
            "UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            "uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)"
        ),
        ("UIView", "uiview"),
        ("UIView.window", "uiview/window"),
        ("UIView.bounds", "uiview/bounds"),
        ("UIView.isHidden", "uiview/ishidden"),
        ("UIView.layoutIfNeeded()", "uiview/layoutifneeded()"),
        ("UIView.performWithoutAnimation(_:)", "uiview/performwithoutanimation(_:)"),
        (
            "UIView.transition(with:duration:options:animations:completion:)",
            "uiview/transition(with:duration:options:animations:completion:)"
        ),
        // Drag and drop.
        ("UIDragItem", "uidragitem"),
        ("UIDragItem.init(itemProvider:)", "uidragitem/init(itemprovider:)"),
        ("UIDragItem.localObject", "uidragitem/localobject"),
        ("UIDragSession", "uidragsession"),
        ("UIDropSession", "uidropsession"),
        ("UIDropSession.localDragSession", "uidropsession/localdragsession"),
        ("UIDropOperation", "uidropoperation"),
        ("UITableView.dragDelegate", "uitableview/dragdelegate"),
        ("UITableView.dropDelegate", "uitableview/dropdelegate"),
        ("UITableView.dragInteractionEnabled", "uitableview/draginteractionenabled"),
        ("UITableViewDragDelegate", "uitableviewdragdelegate"),
        (
            "UITableViewDragDelegate.tableView(_:itemsForBeginning:at:)",
            "uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)"
        ),
        (
            "UITableViewDragDelegate.tableView(_:dragSessionIsRestrictedToDraggingApplication:)",
            "uitableviewdragdelegate/tableview(_:dragsessionisrestrictedtodraggingapplication:)"
        ),
        ("UITableViewDropDelegate", "uitableviewdropdelegate"),
        ("UITableViewDropDelegate.tableView(_:canHandle:)", "uitableviewdropdelegate/tableview(_:canhandle:)"),
        (
            "UITableViewDropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
            "uitableviewdropdelegate/tableview(_:dropsessiondidupdate:withdestinationindexpath:)"
        ),
        (
            "UITableViewDropDelegate.tableView(_:performDropWith:)",
            "uitableviewdropdelegate/tableview(_:performdropwith:)"
        ),
        ("UITableViewDropProposal", "uitableviewdropproposal"),
        ("UITableViewDropProposal.init(operation:intent:)", "uitableviewdropproposal/init(operation:intent:)"),
        ("UITableViewDropCoordinator", "uitableviewdropcoordinator"),
        ("UITableViewDropCoordinator.items", "uitableviewdropcoordinator/items"),
        ("UITableViewDropCoordinator.destinationIndexPath", "uitableviewdropcoordinator/destinationindexpath"),
        ("UITableViewDropCoordinator.drop(_:toRowAt:)", "uitableviewdropcoordinator/drop(_:torowat:)"),
        ("UICollectionView.dragDelegate", "uicollectionview/dragdelegate"),
        ("UICollectionView.dropDelegate", "uicollectionview/dropdelegate"),
        ("UICollectionView.dragInteractionEnabled", "uicollectionview/draginteractionenabled"),
        ("UICollectionViewDragDelegate", "uicollectionviewdragdelegate"),
        (
            "UICollectionViewDragDelegate.collectionView(_:itemsForBeginning:at:)",
            "uicollectionviewdragdelegate/collectionview(_:itemsforbeginning:at:)"
        ),
        (
            "UICollectionViewDragDelegate.collectionView(_:dragSessionIsRestrictedToDraggingApplication:)",
            "uicollectionviewdragdelegate/collectionview(_:dragsessionisrestrictedtodraggingapplication:)"
        ),
        ("UICollectionViewDropDelegate", "uicollectionviewdropdelegate"),
        (
            "UICollectionViewDropDelegate.collectionView(_:canHandle:)",
            "uicollectionviewdropdelegate/collectionview(_:canhandle:)"
        ),
        (
            "UICollectionViewDropDelegate.collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
            "uicollectionviewdropdelegate/collectionview(_:dropsessiondidupdate:withdestinationindexpath:)"
        ),
        (
            "UICollectionViewDropDelegate.collectionView(_:performDropWith:)",
            "uicollectionviewdropdelegate/collectionview(_:performdropwith:)"
        ),
        ("UICollectionViewDropProposal", "uicollectionviewdropproposal"),
        (
            "UICollectionViewDropProposal.init(operation:intent:)",
            "uicollectionviewdropproposal/init(operation:intent:)"
        ),
        ("UICollectionViewDropCoordinator", "uicollectionviewdropcoordinator"),
        ("UICollectionViewDropCoordinator.items", "uicollectionviewdropcoordinator/items"),
        (
            "UICollectionViewDropCoordinator.destinationIndexPath",
            "uicollectionviewdropcoordinator/destinationindexpath"
        ),
        ("UICollectionViewDropCoordinator.drop(_:toItemAt:)", "uicollectionviewdropcoordinator/drop(_:toitemat:)"),
    ]
}
