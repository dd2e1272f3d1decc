// The permission catalogue in French: each category's name and each permission's description,
// nested as its key reads (src-shared/permissions.ts); a permission without its French does not compile.
import type { PermissionTexts } from './admin.en.js';
import type { PERMISSIONS, Permission } from '../../../src-shared/permissions.js';

type PermissionCategory = (typeof PERMISSIONS)[Permission]['category'];

export const permissionCategoriesFr: Record<PermissionCategory, string> = {
  users: 'utilisateurs',
  restaurant: 'restaurant',
  roles: 'rôles',
  reservations: 'réservations',
  tables: 'tables',
  floor: 'salle',
  shifts: 'services',
  access_rules: 'règles d’accès',
  clients: 'clients',
  guests: 'invités',
  menus: 'cartes',
  orders: 'commandes',
  sync: 'synchro',
  audit: 'audit',
  admin: 'administration',
  server_names: 'noms des serveurs',
  settings: 'paramètres',
  tags: 'étiquettes',
  marketing: 'marketing',
  housekeeping: 'gouvernante',
  reports: 'rapports',
  messages: 'messages',
  requests: 'demandes des clients',
  payments: 'paiements',
};

export const permissionTextsFr: PermissionTexts = {
  users: {
    read: 'Voir les utilisateurs du restaurant',
    manage: 'Créer, modifier et supprimer les utilisateurs du restaurant',
  },
  restaurant: {
    read: 'Voir le restaurant et ses informations',
    manage:
      'Modifier le profil du restaurant : codes vestimentaires, équipements, modèles d’e-mail et de SMS aux clients, taxes, devise et médias',
  },
  roles: {
    read: 'Voir les types de rôle du restaurant',
    manage: 'Créer et modifier les rôles, leurs droits et qui les détient',
  },
  reservations: {
    read: 'Voir le livre : réservations, disponibilités, recherche',
    write: 'Réserver, modifier, installer, déplacer et annuler des réservations',
    override_restrictions:
      'Passer outre les restrictions de réservation : les refus de cadence et de capacité deviennent des avertissements',
    delete: 'Supprimer des réservations',
    confirm_implausible:
      'Confirmer des réservations invraisemblables : un groupe plus grand que sa table ou que la plus grande table, ou une heure passée',
  },
  tables: {
    read: 'Voir les zones, tables, combinaisons, plans de salle et statuts',
    manage: 'Créer, modifier et supprimer zones, tables, combinaisons, plans et statuts',
  },
  floor: { status: 'Changer l’état en direct d’une table sur le plan de salle' },
  shifts: {
    read: 'Voir les services et les dates de fermeture',
    manage: 'Créer, modifier et supprimer les services et les dates de fermeture',
  },
  access_rules: {
    read: 'Voir les règles d’accès, programmes du jour, avantages conciergerie et canaux de réservation, et les évaluer',
    manage:
      'Créer, modifier, dupliquer et supprimer les règles d’accès, programmes du jour, avantages conciergerie et canaux de réservation',
  },
  clients: {
    read: 'Voir et rechercher les fiches clients',
    write: 'Créer et modifier les fiches clients',
    delete: 'Supprimer des fiches clients, une à une ou en masse',
  },
  guests: {
    read: 'Voir la liste des invités du jour',
    write: 'Ajouter, modifier, pointer, mettre sur liste noire et retirer des invités',
    view_contact_details:
      'Voir les coordonnées des invités (e-mail et mobile) ; sans ce droit, elles sont masquées',
  },
  menus: {
    read: 'Voir les cartes, catégories, produits et groupes d’options',
    manage: 'Créer, modifier, importer et supprimer cartes, catégories, produits et groupes d’options',
    stock: 'Mettre à jour le stock et marquer des articles en rupture (86)',
  },
  orders: {
    read: 'Voir les commandes, commandes en cours, l’historique et les notes',
    write: 'Prendre des commandes, modifier leurs articles et les faire avancer d’un état à l’autre',
    pay: 'Fermer les notes et enregistrer leur paiement',
    export: 'Exporter les commandes en CSV',
  },
  sync: {
    pull: 'Recevoir le flux des modifications du restaurant (copie hors ligne)',
    push: 'Envoyer les modifications faites hors ligne',
  },
  audit: { read: 'Voir et exporter le journal d’audit des modifications' },
  admin: {
    manage:
      'L’espace /admin : restaurants et points de vente, administration du temps réel et cache des droits',
  },
  server_names: {
    read: 'Voir les noms des serveurs du restaurant',
    manage: 'Créer, modifier et supprimer les noms des serveurs',
  },
  settings: {
    read: 'Voir les paramètres de l’établissement (le formulaire et le parcours de réservation les suivent)',
    manage:
      'Modifier les paramètres de l’établissement : e-mails internes, communication avec les clients, configuration des réservations, frais',
  },
  tags: {
    read: 'Voir les étiquettes clients et réservations et les choisir',
    manage: 'Créer, modifier et supprimer les étiquettes clients et réservations',
    superuser: 'Voir et choisir les étiquettes visibles des super-utilisateurs uniquement',
  },
  marketing: {
    read: 'Voir les promotions, les codes promo et les campagnes',
    manage: 'Créer, modifier et supprimer les promotions, les codes promo et les campagnes',
  },
  housekeeping: {
    read: 'Voir les chambres de l’établissement et leurs états',
    status: 'Marquer les chambres propres, sales ou inspectées et changer leur occupation (aussi hors ligne)',
    manage: 'Créer, modifier et supprimer les chambres, les mettre hors d’usage ou hors service',
  },
  reports: {
    read: 'Voir les rapports : couverts, absences, temps de rotation, occupation, chiffre d’affaires',
    download: 'Télécharger les rapports en CSV',
    schedule: 'Créer, modifier et supprimer les envois programmés de rapports',
  },
  requests: {
    read: 'Voir les demandes des clients et leurs échanges',
    write: 'Prendre, attribuer, répondre, accepter, refuser et clore les demandes des clients',
    manage: 'Fixer le délai de réponse de chaque type de demande',
  },
  messages: {
    send: 'Envoyer des messages aux collègues du restaurant et leur répondre',
  },
  payments: {
    read: 'Voir la garantie par carte, l’acompte et le registre des paiements d’une réservation',
    charge: 'Débiter des frais de non-présentation sur la carte enregistrée d’un client',
    refund: 'Rembourser acomptes et frais de non-présentation, en tout ou en partie',
  },
};
