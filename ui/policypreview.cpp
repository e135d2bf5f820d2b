// SPDX-License-Identifier: GPL-3.0-or-later
#include "policypreview.h"

#include "elidedlabel.h"
#include "highlight.h"
#include "icons.h"
#include "policy/policyfile.h"
#include "render/render.h"
#include "session/quarantine.h"
#include "session/runline.h"
#include "util/offthread.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace aisb {

namespace {
// An edit after a pause renders on the next turn of the event loop (the keystroke itself is
// painted first); edits in a burst (typing, holding a key) are debounced by RenderDelayMs,
// so a fast typist does not pay one full render per character.
constexpr int RenderDelayMs = 50;
constexpr int BurstWindowMs = 100;

// Valid stand-ins the renderers accept, replaced by readable placeholders for display.
const QString SessionSentinel = QStringLiteral("xsessionx");

QString withPlaceholders(QString text)
{
    static const QRegularExpression port(QStringLiteral("\\b%1\\b").arg(PolicyPreview::PlaceholderPort));
    text.replace(port, QStringLiteral("<port>"));
    text.replace(SessionSentinel, QStringLiteral("<session>"));
    return text;
}

} // namespace

PolicyPreview::PolicyPreview(QWidget *parent) : QWidget(parent), m_engine(assumedCapabilities())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    auto *tagRow = new QHBoxLayout;
    auto *tagCaption = new QLabel(tr("Image:"), this);
    QFont bold = tagCaption->font();
    bold.setBold(true);
    tagCaption->setFont(bold);
    m_tagLabel = new ElidedLabel(this);
    m_tagLabel->setElideMode(Qt::ElideMiddle);
    m_tagLabel->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_tagLabel->setFixedToolTip(tr("The image tag is a hash of everything that goes into the image. "
                                   "It changes exactly when a change needs a rebuild."));
    auto *copy = new QToolButton(this);
    copy->setAutoRaise(true);
    copy->setIcon(Icons::themed(QStringLiteral("edit-copy"), QStyle::SP_FileDialogContentsView));
    copy->setToolTip(tr("Copy the shown artifact to the clipboard"));
    tagRow->addWidget(tagCaption);
    tagRow->addWidget(m_tagLabel, 1);
    tagRow->addWidget(copy);
    layout->addLayout(tagRow);

    m_staleLabel = new QLabel(this);
    m_staleLabel->setWordWrap(true);
    m_staleLabel->setVisible(false);
    m_staleLabel->setStyleSheet(
        QStringLiteral("QLabel { background: rgba(229,165,10,0.18); border: 1px solid rgba(229,165,10,0.6);"
                       " border-radius: 4px; padding: 4px 6px; }"));
    layout->addWidget(m_staleLabel);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    // Six artifacts do not fit as tabs in a narrow pane (they hid behind scroll arrows): a combo
    // box picks the one shown, a toggle wraps long lines.
    m_tabs->tabBar()->hide();
    // Its focus would go to the hidden tab bar (and Tab would stop here): the combo takes it.
    m_tabs->setFocusPolicy(Qt::NoFocus);
    m_tabs->tabBar()->setFocusPolicy(Qt::NoFocus);
    m_artifactCombo = new QComboBox(this);
    m_artifactCombo->setObjectName(QStringLiteral("artifactCombo"));
    m_artifactCombo->setAccessibleName(tr("Artifact shown"));
    m_wrap = new QToolButton(this);
    m_wrap->setObjectName(QStringLiteral("wrapLinesButton"));
    m_wrap->setCheckable(true);
    m_wrap->setText(tr("Wrap Lines"));
    m_wrap->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_wrap->setIcon(
        Icons::themed(QStringLiteral("format-justify-fill"), QStyle::SP_ToolBarHorizontalExtensionButton));
    m_wrap->setToolTip(tr("Wrap long lines instead of scrolling sideways"));
    m_wrap->setChecked(QSettings().value(QStringLiteral("preview/wrapLines"), true).toBool());
    auto *pickRow = new QHBoxLayout;
    auto *showLabel = new QLabel(tr("&Show:"), this);
    showLabel->setBuddy(m_artifactCombo);
    pickRow->addWidget(showLabel);
    pickRow->addWidget(m_artifactCombo, 1);
    pickRow->addWidget(m_wrap);
    layout->addLayout(pickRow);
    const QStringList titles = {tr("Containerfile"), tr("Entrypoint"), tr("Firewall"),
                                tr("Gate"),          tr("podman run"), tr("Effective")};
    const QStringList tips = {
        tr("The Containerfile the image is built from"),
        tr("entrypoint.sh: loads the firewall, then drops privileges and starts the harness"),
        tr("nftables ruleset loaded inside the sandbox: only the gate may be reached"),
        tr("squid configuration of the egress gate: the allowlist"),
        tr("The podman run command line (placeholders for session values; environment values are never "
           "shown)"),
        tr("The effective policy after merging every layer, secrets redacted")};
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (int i = 0; i < ArtifactCount; ++i) {
        auto *view = new QPlainTextEdit(m_tabs);
        view->setReadOnly(true);
        view->setFont(mono);
        view->setLineWrapMode(i == RunCommand || m_wrap->isChecked() ? QPlainTextEdit::WidgetWidth
                                                                     : QPlainTextEdit::NoWrap);
        view->setTabChangesFocus(true);
        view->setFrameShape(QFrame::NoFrame);
        view->setAccessibleName(titles.at(i));
        m_views << view;
        const int tab = m_tabs->addTab(view, titles.at(i));
        m_tabs->setTabToolTip(tab, tips.at(i));
        m_artifactCombo->addItem(titles.at(i));
        m_artifactCombo->setItemData(i, tips.at(i), Qt::ToolTipRole);
    }
    // Highlighted with KSyntaxHighlighting when it is compiled in, plain text otherwise.
    Highlight::attach(m_views[Containerfile], Syntax::Containerfile);
    Highlight::attach(m_views[Entrypoint], Syntax::Shell);
    Highlight::attach(m_views[Ruleset], Syntax::Nftables);
    Highlight::attach(m_views[GateConfig], Syntax::Squid);
    Highlight::attach(m_views[RunCommand], Syntax::Shell);
    Highlight::attach(m_views[EffectivePolicy], Syntax::Toml);
    layout->addWidget(m_tabs, 1);
    connect(m_artifactCombo, &QComboBox::currentIndexChanged, m_tabs, &QTabWidget::setCurrentIndex);
    connect(m_tabs, &QTabWidget::currentChanged, m_artifactCombo, &QComboBox::setCurrentIndex);
    connect(m_wrap, &QToolButton::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("preview/wrapLines"), on);
        for (int i = 0; i < m_views.size(); ++i)
            m_views[i]->setLineWrapMode(i == RunCommand || on ? QPlainTextEdit::WidgetWidth
                                                              : QPlainTextEdit::NoWrap);
    });

    connect(copy, &QToolButton::clicked, this,
            [this] { QApplication::clipboard()->setText(text(Artifact(m_tabs->currentIndex()))); });

    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &PolicyPreview::render);
}

void PolicyPreview::setPolicy(const Policy &policy, const QString &projectDir, bool valid, int problemCount)
{
    if (projectDir != m_projectDir && m_haveRendered) {
        // "The last valid state" is this project's only: never another project's settings.
        m_haveRendered = false;
        m_policy = Policy{};
        m_imageTag.clear();
        m_tagLabel->clear();
        for (QPlainTextEdit *view : std::as_const(m_views))
            view->clear();
    }
    m_projectDir = projectDir;
    m_valid = valid;
    m_problems = problemCount;
    if (valid)
        m_policy = policy;
    if (m_timer->isActive() && m_timer->interval() == 0)
        return; // already due on this turn of the event loop
    const bool burst =
        m_timer->isActive() || (m_lastRender.isValid() && m_lastRender.elapsed() < BurstWindowMs);
    m_timer->start(burst ? RenderDelayMs : 0);
}

void PolicyPreview::setCapabilities(const PodmanCapabilities &engine)
{
    m_engine = engine;
    if (m_haveRendered)
        m_timer->start(0);
}

void PolicyPreview::renderNow()
{
    m_timer->stop();
    render();
}

QString PolicyPreview::text(Artifact artifact) const
{
    if (artifact < 0 || artifact >= ArtifactCount)
        return {};
    return m_views.at(artifact)->toPlainText();
}

void PolicyPreview::setQuarantine(bool on)
{
    if (m_quarantine == on)
        return;
    m_quarantine = on;
    renderNow();
}

void PolicyPreview::render()
{
    m_stale = !m_valid;
    m_staleLabel->setVisible(m_stale);
    if (m_stale) {
        m_staleLabel->setText(
            m_haveRendered
                ? tr("The policy has %n problem(s); the preview shows the last valid state.", nullptr,
                     m_problems)
                : tr("The policy has %n problem(s); fix them to see the preview.", nullptr, m_problems));
    }
    if (!m_valid)
        return;

    // A quarantine launch runs the quarantined policy (the project file aside: it is not read then).
    const Policy p = m_quarantine ? Quarantine::policy(m_policy) : m_policy;
    m_imageTag = Render::imageTag(p);
    m_tagLabel->setFullText(m_imageTag);

    // The context a session of this project would run with (session/runline.h), with stand-ins
    // for the session id and the gate's port. GUI sessions run in a terminal: interactive.
    RunRequest request;
    request.projectDir = m_projectDir;
    request.sessionId = SessionSentinel;
    request.imageTag = m_imageTag;
    request.gatePort = PlaceholderPort;
    request.interactive = true;
    request.quarantine = m_quarantine;
    // The run line is the launch's: with the nested repositories' read-only binds.
    const Policy run = launchPolicy(p);
    const Render::SandboxContext ctx = sandboxContext(run, request, m_engine);

    QStringList texts(ArtifactCount);
    texts[Containerfile] = Render::containerfile(p);
    texts[Entrypoint] = Render::entrypoint();
    texts[Ruleset] =
        p.network.mode == NetworkMode::Allowlist
            ? withPlaceholders(Render::ruleset(ctx.gate))
            : (p.network.mode == NetworkMode::None
                   ? tr("# Network mode \"none\": the sandbox has no network at all, so no ruleset is "
                        "loaded.\n")
                   : tr("# Network mode \"open\": no ruleset; the sandbox reaches every address. "
                        "Use it only for trusted work.\n"));
    texts[GateConfig] = p.network.mode == NetworkMode::Allowlist
                            ? withPlaceholders(Render::gateConfig(p, PlaceholderPort))
                            : tr("# No egress gate in network mode \"%1\".\n").arg(toString(p.network.mode));
    QStringList warnings;
    const QStringList runArgs = Render::sandboxRunArgs(run, ctx, &warnings);
    texts[RunCommand] =
        runArgs.isEmpty()
            ? tr("# No sandbox can start with this policy here: %1\n").arg(warnings.join(QStringLiteral(" ")))
            : withPlaceholders(Render::displayCommandLine(QStringList{QStringLiteral("podman")} + runArgs)) +
                  QLatin1Char('\n');
    if (!runArgs.isEmpty() && nestedScanPending())
        texts[RunCommand] += tr("# Looking for nested git repositories in the project: the read-only binds "
                                "of their config and hooks are added when they are known.\n");
    texts[EffectivePolicy] = QString::fromUtf8(PolicyFile::serialize(redactedPolicy(p)));

    for (int i = 0; i < ArtifactCount; ++i) {
        QPlainTextEdit *view = m_views.at(i);
        if (view->toPlainText() == texts.at(i))
            continue;
        // Keep the reader's place while the text changes under them.
        const int scroll = view->verticalScrollBar() ? view->verticalScrollBar()->value() : 0;
        view->setPlainText(texts.at(i));
        if (view->verticalScrollBar())
            view->verticalScrollBar()->setValue(scroll);
    }
    m_haveRendered = true;
    m_lastRender.start();
    Q_EMIT rendered();
}

bool PolicyPreview::nestedScanPending() const
{
    if (m_policy.mounts.project == MountMode::ReadOnly || m_projectDir.isEmpty())
        return false;
    const auto it = m_nested.constFind(m_projectDir);
    return it == m_nested.cend() || !it->scan;
}

Policy PolicyPreview::launchPolicy(const Policy &policy)
{
    // A read-only project needs none (as for a launch and the CLI's previews).
    if (policy.mounts.project == MountMode::ReadOnly || m_projectDir.isEmpty())
        return policy;
    NestedScan &n = m_nested[m_projectDir];
    if (!n.running && (!n.scan || n.age.elapsed() > NestedRescanMs))
        scanNested(m_projectDir);
    return n.scan ? NestedRepos::withProtection(policy, *n.scan) : policy;
}

void PolicyPreview::scanNested(const QString &projectDir)
{
    m_nested[projectDir].running = true;
    runOffThread(
        this, [projectDir] { return NestedRepos::scan(projectDir); },
        [this, projectDir](NestedRepos::Scan scan) {
            NestedScan &n = m_nested[projectDir];
            const bool changed = !n.scan || NestedRepos::protectedPaths(*n.scan, m_policy) !=
                                                NestedRepos::protectedPaths(scan, m_policy);
            n.scan = std::move(scan);
            n.age.start();
            n.running = false;
            if (changed && projectDir == m_projectDir && m_haveRendered && !m_timer->isActive())
                m_timer->start(0);
        });
}

} // namespace aisb
