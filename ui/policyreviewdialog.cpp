// SPDX-License-Identifier: GPL-3.0-or-later
#include "policyreviewdialog.h"

#include "diffview.h"
#include "highlight.h"
#include "icons.h"
#include "policy/trust.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace aisb {

namespace {

using Kind = PolicyReview::Kind;

// Rows as tall as their wrapped text in the column's current width: a reason is read whole,
// never cut with "…" (QTreeView alone sizes rows as one line).
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QTreeWidget *view) : QStyledItemDelegate(view), m_view(view) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        int width = m_view->columnWidth(index.column()) - 8;
        if (!o.icon.isNull())
            width -= o.decorationSize.width() + 6;
        if (width <= 20 || o.text.isEmpty())
            return size;
        const QRect text =
            QFontMetrics(o.font).boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, o.text);
        size.setHeight(qMax(size.height(), text.height() + 6));
        return size;
    }

private:
    QTreeWidget *m_view;
};

QString groupOf(Kind kind)
{
    switch (kind) {
    case Kind::Mode:
    case Kind::Host:
    case Kind::Ports:
    case Kind::LocalService:
        return PolicyReviewDialog::tr("Network");
    case Kind::Mount:
    case Kind::Unprotected:
    case Kind::Protected:
        return PolicyReviewDialog::tr("Files and folders");
    case Kind::Variable:
    case Kind::PassedVariable:
    case Kind::Secret:
        return PolicyReviewDialog::tr("Variables");
    case Kind::BaseImage:
    case Kind::Image:
        return PolicyReviewDialog::tr("Image");
    case Kind::Credential:
        return PolicyReviewDialog::tr("Credentials");
    case Kind::Command:
    case Kind::Other:
        break;
    }
    return PolicyReviewDialog::tr("Command and limits");
}

QString labelOf(const PolicyReview::Item &item)
{
    switch (item.kind) {
    case Kind::Mode:
        return PolicyReviewDialog::tr("Network mode");
    case Kind::Host:
        return PolicyReviewDialog::tr("Allowed host");
    case Kind::Ports:
        return PolicyReviewDialog::tr("Ports");
    case Kind::LocalService:
        return PolicyReviewDialog::tr("Local service");
    case Kind::Mount:
        return PolicyReviewDialog::tr("Extra folder");
    case Kind::Unprotected:
        return item.field == QLatin1String("mounts.masked") ? PolicyReviewDialog::tr("No longer hidden")
                                                            : PolicyReviewDialog::tr("No longer read-only");
    case Kind::Protected:
        return item.field == QLatin1String("mounts.masked") ? PolicyReviewDialog::tr("Hidden path")
                                                            : PolicyReviewDialog::tr("Read-only path");
    case Kind::Variable:
        return PolicyReviewDialog::tr("Variable");
    case Kind::PassedVariable:
        return PolicyReviewDialog::tr("Variable from this computer");
    case Kind::Secret:
        return PolicyReviewDialog::tr("Secret names");
    case Kind::BaseImage:
        return PolicyReviewDialog::tr("Base image");
    case Kind::Command:
        return PolicyReviewDialog::tr("Command");
    case Kind::Credential:
        return PolicyReviewDialog::tr("Credential added by the gate");
    case Kind::Image:
    case Kind::Other:
        break;
    }
    static const QHash<QString, const char *> names{
        {QStringLiteral("image.packages"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Packages")},
        {QStringLiteral("image.harness"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Harness")},
        {QStringLiteral("image.ca_certificates"),
         QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Certificates the image trusts")},
        {QStringLiteral("run.workdir"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Working folder")},
        {QStringLiteral("run.tty"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Terminal")},
        {QStringLiteral("run.keep"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Keep the container")},
        {QStringLiteral("limits.memory"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Memory")},
        {QStringLiteral("limits.cpus"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "CPUs")},
        {QStringLiteral("limits.pids"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Processes")},
        {QStringLiteral("limits.tmp_size"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Size of /tmp")},
        {QStringLiteral("limits.exec_timeout"),
         QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Exec timeout")},
        {QStringLiteral("mounts.project"), QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Project access")},
        {QStringLiteral("mounts.home_volume"),
         QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Persistent home folder")},
        {QStringLiteral("session.record"),
         QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Terminal recording")},
        {QStringLiteral("session.record_max_mb"),
         QT_TRANSLATE_NOOP("aisb::PolicyReviewDialog", "Recording size cap (MiB)")},
    };
    if (const char *name = names.value(item.field))
        return QCoreApplication::translate("aisb::PolicyReviewDialog", name);
    return item.field;
}

} // namespace

PolicyReviewDialog::PolicyReviewDialog(const QString &projectFile, const QByteArray &shown,
                                       const QByteArray &approved, const Policy &base, Purpose purpose,
                                       QWidget *parent)
    : QDialog(parent), m_shown(shown), m_review(reviewPolicy(shown, approved, base))
{
    setObjectName(QStringLiteral("policyReviewDialog"));
    setWindowTitle(purpose == Purpose::Save ? tr("Review Before Saving") : tr("Review the Project Policy"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(10);

    auto *title = new QLabel(purpose == Purpose::Save ? tr("Check what the policy you save grants")
                                                      : tr("Check what this project's policy grants"),
                             this);
    QFont tf = title->font();
    tf.setBold(true);
    tf.setPointSizeF(tf.pointSizeF() * 1.25);
    title->setFont(tf);
    v->addWidget(title);

    const QString file = QDir::toNativeSeparators(projectFile);
    QString intro;
    if (purpose == Purpose::Save)
        intro = tr("You are saving values that came from %1, which you have not approved. Saving "
                   "approves everything below, not only your own edits.")
                    .arg(file);
    else if (approved.isNull())
        intro = tr("%1 has not been approved on this computer, so sessions do not use it. The agent, "
                   "a commit or a download may have written it: approve it only if you agree with "
                   "everything it grants.")
                    .arg(file);
    else
        intro = tr("%1 changed since you approved it — possibly by the agent — so sessions do not "
                   "use it. Approve the new content only if you agree with what it grants.")
                    .arg(file);
    auto *introLabel = new QLabel(intro, this);
    introLabel->setObjectName(QStringLiteral("reviewIntro"));
    introLabel->setWordWrap(true);
    introLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(introLabel);

    // The verdict line: does not parse, or how many risky items.
    auto *verdict = new QFrame(this);
    verdict->setObjectName(QStringLiteral("reviewVerdict"));
    auto *vl = new QHBoxLayout(verdict);
    vl->setContentsMargins(8, 6, 8, 6);
    auto *icon = new QLabel(verdict);
    auto *verdictText = new QLabel(verdict);
    verdictText->setObjectName(QStringLiteral("reviewVerdictText"));
    verdictText->setWordWrap(true);
    verdictText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    vl->addWidget(icon, 0, Qt::AlignTop);
    vl->addWidget(verdictText, 1);
    const bool broken = !m_review.parses();
    const qsizetype risky = m_review.riskyCount();
    const bool warn = broken || risky > 0;
    verdict->setStyleSheet(
        broken ? QStringLiteral("QFrame#reviewVerdict { background: rgba(192,28,40,0.12); border: 1px solid "
                                "rgba(192,28,40,0.55); border-radius: 4px; }")
               : QStringLiteral("QFrame#reviewVerdict { background: rgba(229,165,10,0.16); border: 1px solid "
                                "rgba(229,165,10,0.65); border-radius: 4px; }"));
    icon->setPixmap((broken ? Icons::error() : Icons::warning()).pixmap(22, 22));
    if (broken) {
        QStringList lines;
        for (const PolicyIssue &issue : m_review.issues)
            lines
                << QStringLiteral("• %1: %2").arg(issue.field.toHtmlEscaped(), issue.message.toHtmlEscaped());
        verdictText->setText(tr("<b>This file cannot be read as a policy, so it cannot be approved.</b> "
                                "Fix it in a text editor, or open the Policy tab and save your own "
                                "version.<br>%1")
                                 .arg(lines.join(QStringLiteral("<br>"))));
    } else if (risky > 0) {
        verdictText->setText(tr("<b>%n item(s) can weaken the sandbox</b> and are marked below. Approve "
                                "only if you meant them.",
                                nullptr, int(risky)));
    }
    verdict->setVisible(warn);
    v->addWidget(verdict);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("reviewPages"));
    m_grants = new QTreeWidget(m_pages);
    m_grants->setObjectName(QStringLiteral("reviewGrants"));
    m_grants->setColumnCount(3);
    m_grants->setHeaderLabels({tr("Setting"), tr("Value"), tr("Why it matters")});
    m_grants->setRootIsDecorated(false);
    m_grants->setWordWrap(true);
    m_grants->setUniformRowHeights(false);
    m_grants->setTextElideMode(Qt::ElideNone);
    m_grants->setItemDelegate(new WrappingDelegate(m_grants));
    m_grants->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Wrapped heights follow the columns' widths.
    connect(m_grants->header(), &QHeaderView::sectionResized, m_grants,
            [this] { m_grants->doItemsLayout(); });
    m_grants->setSelectionMode(QAbstractItemView::SingleSelection);
    m_grants->header()->setStretchLastSection(true);
    m_grants->setAccessibleName(tr("What the policy grants"));
    fillGrants();
    m_grants->setEnabled(!broken);

    const QString diff = unifiedDiff(QString::fromUtf8(approved), QString::fromUtf8(shown),
                                     approved.isNull() ? QStringLiteral("/dev/null") : tr("approved"), file);
    // The diff, or the file itself when nothing changed.
    m_diff = new DiffView(m_pages, diff.isEmpty() ? Syntax::Toml : Syntax::Diff);
    m_diff->setObjectName(QStringLiteral("reviewDiff"));
    m_diff->setPlainText(diff.isEmpty() ? QString::fromUtf8(shown) : diff);
    m_diff->setAccessibleName(tr("Changes to the policy file"));

    m_pages->addTab(m_grants, tr("What It Grants"));
    m_pages->addTab(m_diff, approved.isNull() ? tr("File Content") : tr("Changes Since Approval"));
    v->addWidget(m_pages, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_approve = buttons->addButton(purpose == Purpose::Save ? tr("Save and Approve") : tr("Approve"),
                                   QDialogButtonBox::AcceptRole);
    m_approve->setObjectName(QStringLiteral("reviewApproveButton"));
    m_approve->setEnabled(!broken);
    m_approve->setAutoDefault(false);
    if (risky > 0)
        m_approve->setIcon(Icons::warning());
    // Enter does not approve: Cancel is the default.
    QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    cancel->setObjectName(QStringLiteral("reviewCancelButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);

    // Big enough to read, never bigger than the screen (1024×700 included).
    QSize size(900, 720);
    if (const QScreen *screen = parent ? parent->screen() : this->screen()) {
        const QSize avail = screen->availableSize();
        size = size.boundedTo(QSize(avail.width() * 9 / 10, avail.height() * 9 / 10));
    }
    resize(size);
}

void PolicyReviewDialog::fillGrants()
{
    if (!m_review.parses())
        return;
    if (m_review.items.isEmpty()) {
        auto *row = new QTreeWidgetItem(m_grants, {tr("Nothing"), tr("every value is inherited"), {}});
        row->setFlags(Qt::ItemIsEnabled);
        return;
    }
    QFont bold = m_grants->font();
    bold.setBold(true);
    // Risky items first, then the rest; each group in the review's (field) order.
    QList<PolicyReview::Item> ordered;
    for (const PolicyReview::Item &item : m_review.items)
        if (item.risky())
            ordered << item;
    for (const PolicyReview::Item &item : m_review.items)
        if (!item.risky())
            ordered << item;
    for (const PolicyReview::Item &item : ordered) {
        QString label = labelOf(item);
        if (item.added && m_review.sinceApproval)
            label = tr("%1 (new)").arg(label);
        auto *row = new QTreeWidgetItem(m_grants, {label, item.value, item.risk});
        row->setToolTip(0, tr("%1 — field %2").arg(groupOf(item.kind), item.field));
        row->setToolTip(1, item.value);
        row->setToolTip(2, item.risk);
        row->setData(0, FieldRole, item.field);
        row->setData(0, RiskyRole, item.risky());
        if (item.risky()) {
            row->setIcon(0, Icons::warning());
            for (int c = 0; c < 3; ++c) {
                row->setFont(c, bold);
                row->setBackground(c, QColor(229, 165, 10, 60));
            }
        }
    }
    m_grants->resizeColumnToContents(0);
    m_grants->setColumnWidth(0, qMin(m_grants->columnWidth(0) + 12, 230));
    m_grants->setColumnWidth(1, 300);
}

bool PolicyReviewDialog::reviewAndApprove(QWidget *parent, const QString &projectFile, const Policy &base,
                                          const QString &trustDir)
{
    const TrustStore store(trustDir);
    QFile f(projectFile);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(parent, tr("Not Approved"),
                             tr("Cannot read %1: %2. Check that it exists and is readable.")
                                 .arg(QDir::toNativeSeparators(projectFile), f.errorString()));
        return false;
    }
    const QByteArray shown = f.readAll();
    f.close();
    if (store.checkContent(projectFile, shown).status == TrustStore::Status::Trusted)
        return true;
    PolicyReviewDialog dialog(projectFile, shown, store.approvedContent(projectFile), base, Purpose::Approve,
                              parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const QString error = store.approveShown(projectFile, shown);
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, tr("Not Approved"), error);
        return false;
    }
    return true;
}

} // namespace aisb
