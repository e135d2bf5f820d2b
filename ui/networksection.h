// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policysection.h"

class QButtonGroup;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QRadioButton;
class QTableView;
class QVBoxLayout;

namespace aisb {

class AllowlistModel;

// Network and Allowed Hosts: the network mode and the allowlist (add, paste, remove, sort, the
// hosts the chosen agent usually needs), shown only as usable in the "Allowed hosts only" mode.
class NetworkSection : public PolicySection
{
    Q_OBJECT
public:
    explicit NetworkSection(QWidget *parent = nullptr);

    void openProject(const QString &projectDir, const QProcessEnvironment &environment) override;
    // Adds hosts to network.allow as one edit; returns how many were new.
    int addHosts(const QStringList &hosts);
    QTableView *hostTable() const { return m_hostTable; }
    // The host table's context menu while it is open (tests).
    QMenu *hostMenu() const { return m_hostMenu; }

protected:
    void syncFields(const PolicyDocument &document) override;
    void syncEnabled(const PolicyDocument &document) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildMode();
    void buildHosts();
    void buildHostInput(QVBoxLayout *v);
    void buildHostTable(QVBoxLayout *v);
    void buildHostSuggestion(QVBoxLayout *v);
    void showHostMenu(const QPoint &pos);
    void addHostsFromInput();
    void pasteHosts();
    void removeSelectedHosts();
    QStringList missingSuggestedHosts() const;

    QButtonGroup *m_modeGroup = nullptr;
    QRadioButton *m_modeNone = nullptr;
    QRadioButton *m_modeAllowlist = nullptr;
    QRadioButton *m_modeOpen = nullptr;
    QLabel *m_openWarning = nullptr;
    AllowlistModel *m_allowModel = nullptr;
    QTableView *m_hostTable = nullptr;
    QLineEdit *m_hostInput = nullptr;
    QPushButton *m_removeHost = nullptr;
    QPushButton *m_addHost = nullptr;
    QLabel *m_hostInputError = nullptr;
    QLabel *m_emptyAllowWarning = nullptr;
    QMenu *m_hostMenu = nullptr;
    QWidget *m_hostsBox = nullptr;
    QLabel *m_hostsDisabled = nullptr;
    QWidget *m_hostSuggestion = nullptr;
    QLabel *m_hostSuggestionText = nullptr;
};

} // namespace aisb
